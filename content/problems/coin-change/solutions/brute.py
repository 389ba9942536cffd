class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        # Every sum reachable with exactly k coins, for k = 0, 1, 2, ...: the first k whose sums
        # contain the amount is the answer; when no new sum appears, the amount is out of reach.
        sums, k, seen = {0}, 0, {0}
        while amount not in sums:
            sums = {s + c for s in sums for c in coins if s + c <= amount}
            k += 1
            if not sums - seen:
                return -1
            seen |= sums
        return k
