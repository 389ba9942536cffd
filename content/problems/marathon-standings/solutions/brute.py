class Solution:
    def standings(self, times: List[int]) -> List[int]:
        return [1 + sum(1 for u in times if u < t) for t in times]
