class Solution:
    def realFloor(self, label: int) -> int:
        return sum(1 for x in range(1, label + 1) if '4' not in str(x))
