class Solution:
    def countReadings(self, message: str, words: List[str]) -> int:
        MOD = 10**9 + 7
        children = [{}]
        for w in words:
            node = 0
            for ch in w:
                nxt = children[node].get(ch)
                if nxt is None:
                    nxt = len(children)
                    children[node][ch] = nxt
                    children.append({})
                node = nxt
        n = len(message)
        ways = [0] * (n + 1)
        ways[0] = 1
        for i in range(n):
            if not ways[i]:
                continue
            node = 0
            for j in range(i, min(n, i + 20)):
                node = children[node].get(message[j])
                if node is None:
                    break
                ways[j + 1] = (ways[j + 1] + ways[i]) % MOD  # bug: every node treated as a word end
        return ways[n]
