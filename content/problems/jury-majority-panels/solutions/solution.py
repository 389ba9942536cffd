class Solution:
    def majorityPanels(self, votes: List[int], candidate: int) -> int:
        n = len(votes)
        freq = [0] * (2 * n + 2)
        p = n  # prefix sum, shifted by n so that it stays non-negative
        freq[p] = 1
        below = 0  # earlier prefixes strictly smaller than the current one
        total = 0
        for v in votes:
            if v == candidate:
                below += freq[p]
                p += 1
            else:
                p -= 1
                below -= freq[p]
            total += below
            freq[p] += 1
        return total
