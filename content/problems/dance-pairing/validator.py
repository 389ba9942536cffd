class Solution:
    def validate(self, leaders: List[int], followers: List[int]) -> str:
        if not 1 <= len(leaders) <= 10**5:
            return f"leaders has {len(leaders)} elements: the problem needs 1 <= leaders.length == followers.length <= 10^5"
        if len(leaders) != len(followers):
            return f"leaders has {len(leaders)} elements but followers has {len(followers)}: the problem needs leaders.length == followers.length"
        for name, arr in (("leaders", leaders), ("followers", followers)):
            for i, h in enumerate(arr):
                if not 1 <= h <= 10**9:
                    return f"{name}[{i}] = {h}: the problem needs 1 <= {name}[i] <= 10^9"
        return ""
