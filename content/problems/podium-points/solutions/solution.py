class Solution:
    def runningTopSums(self, scores: List[int], k: int) -> List[int]:
        top = []  # min-heap of the k best scores
        total = 0
        out = []
        for s in scores:
            heapq.heappush(top, s)
            total += s
            if len(top) > k:
                total -= heapq.heappop(top)
            out.append(total)
        return out
