class Solution:
    def islandsWithinRides(self, n: int, routes: List[List[int]], start: int, k: int) -> List[int]:
        reached = {start}
        for _ in range(k):
            step = set(reached)
            for a, b in routes:
                if a in reached:
                    step.add(b)
                if b in reached:
                    step.add(a)
            reached = step
        return sorted(reached)
