class Solution:
    def totalBlockKeys(self, fragments: List[int]) -> int:
        n = len(fragments)
        total = 0
        for i in range(n):
            for j in range(i, n):
                key = 0
                for k in range(i, j + 1):
                    key ^= fragments[k]
                total += key
        return total
