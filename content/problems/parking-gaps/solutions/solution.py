class Solution:
    def longestFreeStretch(self, n: int, occupied: List[int]) -> int:
        cars = [0] + sorted(occupied) + [n + 1]
        return max(b - a - 1 for a, b in zip(cars, cars[1:]))
