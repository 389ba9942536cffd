class Solution:
    def finalSign(self, sign: str, pulls: List[int]) -> str:
        out = [''] * len(sign)
        clicks = 0  # pulls of levers i..n-1, modulo 26: the clicks wheel i receives
        for i in range(len(sign) - 1, -1, -1):
            clicks = (clicks + pulls[i]) % 26
            out[i] = chr(97 + (ord(sign[i]) - 97 + clicks) % 26)
        return ''.join(out)
