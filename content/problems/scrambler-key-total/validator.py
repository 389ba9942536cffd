class Solution:
    def validate(self, fragments: List[int]) -> str:
        if not 1 <= len(fragments) <= 10**5:
            return f"fragments has {len(fragments)} elements: the problem needs 1 <= fragments.length <= 10^5"
        for i, f in enumerate(fragments):
            if not 0 <= f < 2**20:
                return f"fragments[{i}] = {f}: the problem needs 0 <= fragments[i] < 2^20"
        return ""
