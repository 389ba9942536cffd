class Solution:
    def wastedBytes(self, requests: List[int]) -> int:
        waste = 0
        for s in requests:
            block = s if s & (s - 1) == 0 else 1 << s.bit_length()
            waste += block - s
        return waste
