import itertools


class Solution:
    def shortestSupplyRun(self, n: int, roads: List[List[int]], sites: List[int]) -> int:
        INF = float('inf')
        dist = [[0 if i == j else INF for j in range(n)] for i in range(n)]
        for a, b, w in roads:
            dist[a][b] = min(dist[a][b], w)
            dist[b][a] = min(dist[b][a], w)
        for via in range(n):  # Floyd-Warshall
            for i in range(n):
                for j in range(n):
                    if dist[i][via] + dist[via][j] < dist[i][j]:
                        dist[i][j] = dist[i][via] + dist[via][j]
        best = INF
        for order in itertools.permutations(sites):
            stops = [0] + list(order) + [n - 1]
            best = min(best, sum(dist[a][b] for a, b in zip(stops, stops[1:])))
        return -1 if best == INF else best
