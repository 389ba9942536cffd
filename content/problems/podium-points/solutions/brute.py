class Solution:
    def runningTopSums(self, scores: List[int], k: int) -> List[int]:
        return [sum(sorted(scores[:i + 1], reverse=True)[:k]) for i in range(len(scores))]
