class Solution:
    def realFloor(self, label: int) -> int:
        floor = 0
        for ch in str(label):
            floor = floor * 9 + int(ch)  # bug: 5..9 are not shifted down to 4..8
        return floor
