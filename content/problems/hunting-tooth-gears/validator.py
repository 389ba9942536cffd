class Solution:
    def validate(self, teeth: List[int]) -> str:
        if not 1 <= len(teeth) <= 10**5:
            return f"teeth has {len(teeth)} elements: the problem needs 1 <= teeth.length <= 10^5"
        for i, t in enumerate(teeth):
            if not 1 <= t <= 10**5:
                return f"teeth[{i}] = {t}: the problem needs 1 <= teeth[i] <= 10^5"
        return ""
