class Solution:
    def alignSteps(self, current: str, target: str) -> int:
        n = len(target)
        text = current + current[:-1]
        j = 0
        for i, c in enumerate(text):
            if c == target[j]:
                j += 1
                if j == n:
                    return i - n + 1
            else:
                j = 1 if c == target[0] else 0  # bug: forgets partial overlaps
        return -1
