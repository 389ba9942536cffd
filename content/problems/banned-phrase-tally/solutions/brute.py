class Solution:
    def countBannedOccurrences(self, log: str, phrases: List[str]) -> int:
        return sum(1 for p in phrases for i in range(len(log) - len(p) + 1) if log[i:i + len(p)] == p)
