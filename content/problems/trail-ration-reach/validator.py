class Solution:
    def validate(self, rations: List[int], packs: List[int]) -> str:
        if not 1 <= len(rations) <= 10**5:
            return f"rations has {len(rations)} stages: the problem needs 1 <= rations.length, packs.length <= 10^5"
        if not 1 <= len(packs) <= 10**5:
            return f"packs has {len(packs)} hikers: the problem needs 1 <= rations.length, packs.length <= 10^5"
        for i, r in enumerate(rations):
            if not 1 <= r <= 10**9:
                return f"rations[{i}] = {r}: the problem needs 1 <= rations[i] <= 10^9"
        for j, p in enumerate(packs):
            if not 0 <= p <= 10**14:
                return f"packs[{j}] = {p}: the problem needs 0 <= packs[j] <= 10^14"
        return ""
