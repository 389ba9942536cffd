import itertools


class Solution:
    def shorthand(self, s: str) -> str:
        out = ''
        for letter, group in itertools.groupby(s):
            k = len(list(group))
            out += letter if k == 1 else letter + str(k)
        return out
