class Solution:
    def sortArray(self, nums: List[int]) -> List[int]:
        # Selection sort: repeatedly take the smallest remaining value.
        rest = list(nums)
        out = []
        while rest:
            smallest = min(rest)
            rest.remove(smallest)
            out.append(smallest)
        return out
