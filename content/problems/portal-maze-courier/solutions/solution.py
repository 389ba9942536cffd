class Solution:
    def fewestMoves(self, maze: List[List[str]]) -> int:
        rows, cols = len(maze), len(maze[0])
        flat = [ch for row in maze for ch in row]
        start, target = flat.index('S'), flat.index('T')
        ends = collections.defaultdict(list)
        for i, ch in enumerate(flat):
            if 'a' <= ch <= 'z':
                ends[ch].append(i)
        twin = {}
        for a, b in ends.values():
            twin[a], twin[b] = b, a
        dist = [-1] * (rows * cols)
        dist[start] = 0
        queue = collections.deque([start])
        while queue:
            u = queue.popleft()
            if u == target:
                return dist[u]
            r, c = divmod(u, cols)
            nxt = []
            if r > 0:
                nxt.append(u - cols)
            if r + 1 < rows:
                nxt.append(u + cols)
            if c > 0:
                nxt.append(u - 1)
            if c + 1 < cols:
                nxt.append(u + 1)
            if u in twin:
                nxt.append(twin[u])
            for v in nxt:
                if dist[v] < 0 and flat[v] != '#':
                    dist[v] = dist[u] + 1
                    queue.append(v)
        return -1
