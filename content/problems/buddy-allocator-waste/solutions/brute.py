class Solution:
    def wastedBytes(self, requests: List[int]) -> int:
        waste = 0
        for s in requests:
            block = 1
            while block < s:
                block *= 2
            waste += block - s
        return waste
