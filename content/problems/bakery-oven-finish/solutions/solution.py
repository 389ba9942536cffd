class Solution:
    def finishTime(self, bakeTimes: List[int], ovens: int) -> int:
        free = [0] * min(ovens, len(bakeTimes))  # a heap of zeros is already valid
        last = 0
        for t in bakeTimes:
            done = heapq.heappop(free) + t
            heapq.heappush(free, done)
            if done > last:
                last = done
        return last
