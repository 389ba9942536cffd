class Solution:
    def isAnagram(self, s: str, t: str) -> bool:
        if len(s) != len(t):
            return False
        used = [False] * len(t)
        for ch in s:
            for j in range(len(t)):
                if not used[j] and t[j] == ch:
                    used[j] = True
                    break
            else:
                return False
        return True
