class Solution:
    def validate(self, skills: List[int]) -> str:
        if not 2 <= len(skills) <= 18:
            return f"skills has {len(skills)} elements: the problem needs 2 <= skills.length <= 18"
        if len(skills) % 2 != 0:
            return f"skills has {len(skills)} elements: the problem needs skills.length to be even"
        for i, s in enumerate(skills):
            if not 1 <= s <= 10**6:
                return f"skills[{i}] = {s}: the problem needs 1 <= skills[i] <= 10^6"
        return ""
