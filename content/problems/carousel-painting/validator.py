class Solution:
    def validate(self, horses: int, colours: int) -> str:
        if not 2 <= horses <= 10**15:
            return f"horses = {horses}: the problem needs 2 <= horses <= 10^15"
        if not 1 <= colours <= 10**9:
            return f"colours = {colours}: the problem needs 1 <= colours <= 10^9"
        return ""
