class Solution:
    def minLamps(self, houses: List[int], radius: int) -> int:
        lamps = 0
        reach = -1
        for h in sorted(houses):
            if h > reach:
                lamps += 1
                reach = h + radius  # bug: the lamp stands on the house, not radius to its right
        return lamps
