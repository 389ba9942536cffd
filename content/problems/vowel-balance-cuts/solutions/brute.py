class Solution:
    def balancedCuts(self, s: str) -> int:
        def vowels(t):
            return sum(1 for c in t if c in 'aeiou')

        return sum(1 for i in range(1, len(s)) if vowels(s[:i]) == vowels(s[i:]))
