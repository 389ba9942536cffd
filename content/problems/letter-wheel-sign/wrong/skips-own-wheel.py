class Solution:
    def finalSign(self, sign: str, pulls: List[int]) -> str:
        out = []
        clicks = 0
        for i in range(len(sign) - 1, -1, -1):
            # bug: off by one, lever i is counted only from wheel i - 1 down
            out.append(chr(97 + (ord(sign[i]) - 97 + clicks) % 26))
            clicks = (clicks + pulls[i]) % 26
        return ''.join(reversed(out))
