class Solution:
    def minTotalRaise(self, requests: List[int]) -> int:
        # Try every assignment of distinct numbers b_i >= requests[i]. No optimal assignment needs a
        # number above max(requests) + n - 1: among max .. max + n - 1 one number is always free, and
        # it is at or above every request, so a runner above that range could move down to it.
        n = len(requests)
        top = max(requests) + n - 1
        best = [None]
        used = set()

        def go(i, raised):
            if best[0] is not None and raised >= best[0]:
                return
            if i == n:
                best[0] = raised
                return
            for b in range(requests[i], top + 1):
                if b not in used:
                    used.add(b)
                    go(i + 1, raised + b - requests[i])
                    used.remove(b)

        go(0, 0)
        return best[0]
