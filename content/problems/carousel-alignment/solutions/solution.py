class Solution:
    def alignSteps(self, current: str, target: str) -> int:
        n = len(target)
        fail = [0] * n
        j = 0
        for i in range(1, n):
            while j and target[i] != target[j]:
                j = fail[j - 1]
            if target[i] == target[j]:
                j += 1
            fail[i] = j
        text = current + current[:-1]
        j = 0
        for i, c in enumerate(text):
            while j and c != target[j]:
                j = fail[j - 1]
            if c == target[j]:
                j += 1
                if j == n:
                    return i - n + 1
        return -1
