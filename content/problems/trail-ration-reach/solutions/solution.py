from bisect import bisect_right
from itertools import accumulate


class Solution:
    def stagesReached(self, rations: List[int], packs: List[int]) -> List[int]:
        prefix = list(accumulate(rations))  # prefix[k - 1] = food for the first k stages
        return [bisect_right(prefix, p) for p in packs]
