class Solution:
    def longestZeroStretch(self, flows: List[int]) -> int:
        seen = {0: 0}
        prefix = 0
        best = 0
        for j, f in enumerate(flows, 1):
            prefix += f
            if prefix in seen:
                best = max(best, j - seen[prefix])
            seen[prefix] = j  # bug: should keep the first index
        return best
