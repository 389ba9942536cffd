class Solution:
    def validate(self, dice: int, faces: int, target: int) -> str:
        if not 1 <= dice <= 8:
            return f"dice = {dice}: the problem needs 1 <= dice <= 8"
        if not 2 <= faces <= 12:
            return f"faces = {faces}: the problem needs 2 <= faces <= 12"
        if not 1 <= target <= 100:
            return f"target = {target}: the problem needs 1 <= target <= 100"
        return ""
