class Solution:
    def validate(self, votes: List[int], candidate: int) -> str:
        if not 1 <= len(votes) <= 2 * 10**5:
            return f"votes has {len(votes)} elements: the problem needs 1 <= votes.length <= 2 * 10^5"
        for i, v in enumerate(votes):
            if not 1 <= v <= 10**9:
                return f"votes[{i}] = {v}: the problem needs 1 <= votes[i] <= 10^9"
        if not 1 <= candidate <= 10**9:
            return f"candidate = {candidate}: the problem needs 1 <= candidate <= 10^9"
        return ""
