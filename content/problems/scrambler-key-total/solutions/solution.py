class Solution:
    def totalBlockKeys(self, fragments: List[int]) -> int:
        prefixes = [0]
        acc = 0
        for f in fragments:
            acc ^= f
            prefixes.append(acc)
        m = len(prefixes)
        total = 0
        for b in range(20):
            ones = sum(map((1 << b).__and__, prefixes)) >> b
            total += (1 << b) * ones * (m - ones)
        return total
