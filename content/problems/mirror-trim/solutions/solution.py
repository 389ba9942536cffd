class Solution:
    def minTrim(self, ribbon: str) -> int:
        n = len(ribbon)
        k = 0
        while 2 * k + 1 < n and ribbon[k] == ribbon[n - 1 - k]:
            k += 1
        middle = ribbon[k:n - k]

        def longest_palindromic_prefix(m: str) -> int:
            t = m + '#' + m[::-1]
            fail = [0] * len(t)
            j = 0
            for i in range(1, len(t)):
                c = t[i]
                while j and t[j] != c:
                    j = fail[j - 1]
                if t[j] == c:
                    j += 1
                fail[i] = j
            return fail[-1]

        if not middle:
            return 0
        keep = max(longest_palindromic_prefix(middle), longest_palindromic_prefix(middle[::-1]))
        return len(middle) - keep
