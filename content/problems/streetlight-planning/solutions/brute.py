class Solution:
    def minLamps(self, houses: List[int], radius: int) -> int:
        # Shortest sequence of lamps covering every house: BFS over the set of lit houses,
        # trying every lamp position that lights at least one house.
        n = len(houses)
        positions = range(min(houses) - radius, max(houses) + radius + 1)
        masks = {sum(1 << i for i in range(n) if abs(houses[i] - p) <= radius) for p in positions}
        full = (1 << n) - 1
        dist = {0: 0}
        frontier = [0]
        while full not in dist:
            nxt = []
            for lit in frontier:
                for m in masks:
                    if lit | m not in dist:
                        dist[lit | m] = dist[lit] + 1
                        nxt.append(lit | m)
            frontier = nxt
        return dist[full]
