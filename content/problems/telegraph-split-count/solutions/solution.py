class Solution:
    def countReadings(self, message: str, words: List[str]) -> int:
        MOD = 10**9 + 7
        children = [{}]
        is_word = [False]
        for w in words:
            node = 0
            for ch in w:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                    is_word.append(False)
                node = nxt
            is_word[node] = True
        n = len(message)
        ways = [0] * (n + 1)
        ways[0] = 1
        for i in range(n):
            w = ways[i]
            if not w:
                continue
            node = 0
            for j in range(i, min(n, i + 20)):
                node = children[node].get(message[j])
                if node is None:
                    break
                if is_word[node]:
                    ways[j + 1] = (ways[j + 1] + w) % MOD
        return ways[n]
