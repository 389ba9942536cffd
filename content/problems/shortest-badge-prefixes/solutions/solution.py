class Solution:
    def badgePrefixes(self, handles: List[str]) -> List[str]:
        children = [{}]
        count = [0]
        for h in handles:
            node = 0
            for ch in h:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    count.append(0)
                node = nxt
                count[node] += 1
        badges = []
        for h in handles:
            node = 0
            length = len(h)
            for i, ch in enumerate(h):
                node = children[node][ch]
                if count[node] == 1:
                    length = i + 1
                    break
            badges.append(h[:length])
        return badges
