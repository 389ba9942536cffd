class Solution:
    def validate(self, sign: str, pulls: List[int]) -> str:
        if not 1 <= len(sign) <= 10**5:
            return f"sign has length {len(sign)}: the problem needs 1 <= sign.length <= 10^5"
        if len(pulls) != len(sign):
            return f"pulls has {len(pulls)} elements but sign has {len(sign)} letters: the problem needs pulls.length == sign.length"
        for i, p in enumerate(pulls):
            if not 0 <= p <= 10**9:
                return f"pulls[{i}] = {p}: the problem needs 0 <= pulls[i] <= 10^9"
        for i, c in enumerate(sign):
            if not "a" <= c <= "z":
                return f"sign[{i}] is {c!r}: sign consists of lowercase English letters"
        return ""
