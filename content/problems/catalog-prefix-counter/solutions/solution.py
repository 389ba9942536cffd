class Solution:
    def countPrefixMatches(self, titles: List[str], prefixes: List[str]) -> List[int]:
        children = [{}]  # children[node] maps a letter to a child node
        passing = [0]  # passing[node] = titles whose path goes through node
        for title in titles:
            node = 0
            for ch in title:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    passing.append(0)
                node = nxt
                passing[node] += 1
        answer = []
        for prefix in prefixes:
            node = 0
            for ch in prefix:
                node = children[node].get(ch, -1)
                if node < 0:
                    break
            answer.append(passing[node] if node >= 0 else 0)
        return answer
