from itertools import product


class Solution:
    def countPaintings(self, horses: int, colours: int) -> int:
        count = 0
        for paint in product(range(colours), repeat=horses):
            if all(paint[i] != paint[(i + 1) % horses] for i in range(horses)):
                count += 1
        return count % (10**9 + 7)
