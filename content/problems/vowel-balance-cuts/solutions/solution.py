class Solution:
    def balancedCuts(self, s: str) -> int:
        vowels = set('aeiou')
        total = sum(1 for c in s if c in vowels)
        left = 0
        count = 0
        for c in s[:-1]:  # cut right after c: both parts non-empty
            if c in vowels:
                left += 1
            if 2 * left == total:
                count += 1
        return count
