class Solution:
    def kthCode(self, chips: List[int], k: int) -> int:
        codes = set()
        n = len(chips)
        for mask in range(1 << n):
            code = 0
            for i in range(n):
                if mask >> i & 1:
                    code ^= chips[i]
            codes.add(code)
        ordered = sorted(codes)
        return ordered[k - 1] if k <= len(ordered) else -1
