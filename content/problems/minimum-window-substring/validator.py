class Solution:
    def validate(self, s: str, t: str) -> str:
        m, n = len(s), len(t)
        if not 1 <= m <= 10**5:
            return f"s has {m} characters: the problem needs 1 <= m, n <= 10^5 (m == s.length)"
        if not 1 <= n <= 10**5:
            return f"t has {n} characters: the problem needs 1 <= m, n <= 10^5 (n == t.length)"
        for name, text in (("s", s), ("t", t)):
            for ch in text:
                if not ("a" <= ch <= "z" or "A" <= ch <= "Z"):
                    return f"{name} contains '{ch}': s and t consist of uppercase and lowercase English letters"
        need = {}
        for ch in t:
            need[ch] = need.get(ch, 0) + 1
        # Length of the shortest window (standard two-pointer scan).
        have = {}
        missing = n
        best = 0
        left = 0
        for right, ch in enumerate(s):
            c = have.get(ch, 0)
            if c < need.get(ch, 0):
                missing -= 1
            have[ch] = c + 1
            while missing == 0:
                if best == 0 or right - left + 1 < best:
                    best = right - left + 1
                lc = s[left]
                have[lc] -= 1
                if have[lc] < need.get(lc, 0):
                    missing += 1
                left += 1
        if best == 0:
            return ""
        # Every window of length best that contains t must be the same string (compared by hash).
        mod = (1 << 61) - 1
        base = 1000003
        prefix = [0] * (m + 1)
        for i, ch in enumerate(s):
            prefix[i + 1] = (prefix[i] * base + ord(ch)) % mod
        power = 1
        for _ in range(best):
            power = power * base % mod
        have = {}
        missing = n
        first = None
        for right, ch in enumerate(s):
            c = have.get(ch, 0)
            if c < need.get(ch, 0):
                missing -= 1
            have[ch] = c + 1
            start = right - best + 1
            if start > 0:
                lc = s[start - 1]
                have[lc] -= 1
                if have[lc] < need.get(lc, 0):
                    missing += 1
            if start >= 0 and missing == 0:
                h = (prefix[start + best] - prefix[start] * power) % mod
                if first is None:
                    first = (start, h)
                elif h != first[1]:
                    return (f"the shortest windows \"{s[first[0]:first[0] + best]}\" and \"{s[start:start + best]}\" differ: "
                            "the problem promises the answer is unique")
        return ""
