class Solution:
    def validate(self, gigs: List[List[int]], rest: int) -> str:
        if not 1 <= len(gigs) <= 10**5:
            return f"gigs has {len(gigs)} elements: the problem needs 1 <= gigs.length <= 10^5"
        for i, g in enumerate(gigs):
            if len(g) != 3:
                return f"gigs[{i}] has {len(g)} entries: the problem needs gigs[i] = [start, end, fee]"
            s, e, fee = g
            if not 0 <= s < e <= 10**9:
                return f"gigs[{i}] = [{s}, {e}, {fee}]: the problem needs 0 <= start < end <= 10^9"
            if not 1 <= fee <= 10**6:
                return f"gigs[{i}] has fee {fee}: the problem needs 1 <= fee <= 10^6"
        if not 0 <= rest <= 10**9:
            return f"rest = {rest}: the problem needs 0 <= rest <= 10^9"
        return ""
