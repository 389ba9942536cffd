class Solution:
    def countBannedOccurrences(self, log: str, phrases: List[str]) -> int:
        children = [{}]
        ends = [0]
        for p in phrases:
            node = 0
            for ch in p:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    ends.append(0)
                node = nxt
            ends[node] += 1
        size = len(children)
        fail = [0] * size
        hits = ends[:]  # becomes ends[u] + hits[fail[u]]
        order = collections.deque(children[0].values())  # depth-1 nodes fail to the root
        while order:
            u = order.popleft()
            hits[u] += hits[fail[u]]
            for ch, v in children[u].items():
                f = fail[u]
                while f and ch not in children[f]:
                    f = fail[f]
                fail[v] = children[f].get(ch, 0)
                order.append(v)
        total = 0
        node = 0
        for ch in log:
            while node and ch not in children[node]:
                node = fail[node]
            node = children[node].get(ch, 0)
            total += hits[node]
        return total
