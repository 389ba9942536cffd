class Solution:
    def realFloor(self, label: int) -> int:
        floor = 0
        for ch in str(label):
            d = int(ch)
            floor = floor * 9 + (d - 1 if d > 4 else d)
        return floor
