class Solution:
    def balancedCuts(self, s: str) -> int:
        vowels = set('aeiou')
        total = sum(1 for c in s if c in vowels)
        left = 0
        count = 1 if total == 0 else 0  # bug: the cut before the first letter leaves an empty board
        for c in s:  # bug: includes the cut after the last letter
            if c in vowels:
                left += 1
            if 2 * left == total:
                count += 1
        return count
