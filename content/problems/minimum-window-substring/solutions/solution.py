class Solution:
    def minWindow(self, s: str, t: str) -> str:
        need = collections.Counter(t)  # letters still needed; negative means surplus
        missing = len(t)
        best_start, best_len = 0, len(s) + 1
        left = 0
        for right, ch in enumerate(s):
            if need[ch] > 0:
                missing -= 1
            need[ch] -= 1
            while missing == 0:  # s[left..right] covers t: shrink it from the left
                if right - left + 1 < best_len:
                    best_start, best_len = left, right - left + 1
                out = s[left]
                need[out] += 1
                if need[out] > 0:
                    missing += 1
                left += 1
        return s[best_start:best_start + best_len] if best_len <= len(s) else ''
