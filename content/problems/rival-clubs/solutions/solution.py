class Solution:
    def canSplit(self, n: int, rivalries: List[List[int]]) -> bool:
        adj = [[] for _ in range(n)]
        for a, b in rivalries:
            adj[a].append(b)
            adj[b].append(a)
        club = [-1] * n
        for start in range(n):
            if club[start] != -1:
                continue
            club[start] = 0
            queue = collections.deque([start])
            while queue:
                u = queue.popleft()
                for w in adj[u]:
                    if club[w] == -1:
                        club[w] = 1 - club[u]
                        queue.append(w)
                    elif club[w] == club[u]:
                        return False
        return True
