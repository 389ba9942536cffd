class Solution:
    def firstSuggestions(self, words: List[str], typed: List[str]) -> List[str]:
        children = [{}]
        best = [-1]  # index into words of the smallest word below each node
        for idx, w in enumerate(words):
            node = 0
            for ch in w:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    best.append(idx)
                elif w < words[best[nxt]]:
                    best[nxt] = idx
                node = nxt
        answer = []
        for p in typed:
            node = 0
            for ch in p:
                node = children[node].get(ch, -1)
                if node < 0:
                    break
            answer.append(words[best[node]] if node > 0 else '')
        return answer
