class Solution:
    def longestZeroStretch(self, flows: List[int]) -> int:
        first = {0: 0}
        prefix = 0
        best = 0
        for j, f in enumerate(flows, 1):
            prefix += f
            i = first.get(prefix)
            if i is None:
                first[prefix] = j
            elif j - i > best:
                best = j - i
        return best
