class Solution:
    def majorityPanels(self, votes: List[int], candidate: int) -> int:
        n = len(votes)
        count = 0
        for i in range(n):
            for j in range(i + 1, n + 1):
                panel = votes[i:j]
                if 2 * panel.count(candidate) > len(panel):
                    count += 1
        return count
