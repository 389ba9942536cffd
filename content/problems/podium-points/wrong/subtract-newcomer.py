class Solution:
    def runningTopSums(self, scores: List[int], k: int) -> List[int]:
        top = []
        total = 0
        out = []
        for s in scores:
            heapq.heappush(top, s)
            total += s
            if len(top) > k:
                heapq.heappop(top)
                total -= s  # bug: the popped score is not necessarily the new one
            out.append(total)
        return out
