class Solution:
    def cheapestTrip(self, n: int, roads: List[List[int]]) -> int:
        def bellman_ford(tolls):
            INF = float('inf')
            dist = [INF] * n
            dist[0] = 0
            for _ in range(n):
                for (a, b, _), w in zip(roads, tolls):
                    dist[b] = min(dist[b], dist[a] + w)
                    dist[a] = min(dist[a], dist[b] + w)
            return dist[n - 1]

        full = [w for _, _, w in roads]
        best = bellman_ford(full)  # coupon unused
        for i in range(len(roads)):
            tolls = list(full)
            tolls[i] //= 2
            best = min(best, bellman_ford(tolls))
        return -1 if best == float('inf') else best
