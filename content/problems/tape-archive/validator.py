class Solution:
    def validate(self, encoded: str, queries: List[int]) -> str:
        rule = "the problem needs encoded to be runs of a lowercase letter followed by its count"
        n = len(encoded)
        runs = 0
        total = 0
        i = 0
        while i < n:
            c = encoded[i]
            if not 'a' <= c <= 'z':
                return f"encoded[{i}] is {c!r} where a run should start: {rule}"
            j = i + 1
            while j < n and '0' <= encoded[j] <= '9':
                j += 1
            digits = encoded[i + 1:j]
            if not digits:
                return f"the run starting at encoded[{i}] = {c!r} has no count: {rule}"
            if digits[0] == '0':
                return f"the run starting at encoded[{i}] has count {digits}: the problem needs counts from 1 to 10^9 without leading zeros"
            if len(digits) > 10 or int(digits) > 10**9:
                return f"the run starting at encoded[{i}] has count {digits}: the problem needs counts from 1 to 10^9"
            runs += 1
            if runs > 10**5:
                return "encoded has more than 10^5 runs: the problem needs a sequence of 1 to 10^5 runs"
            total += int(digits)
            i = j
        if runs == 0:
            return "encoded is empty: the problem needs a sequence of 1 to 10^5 runs"
        if not 1 <= len(queries) <= 10**5:
            return f"queries has {len(queries)} elements: the problem needs 1 <= queries.length <= 10^5"
        for i, q in enumerate(queries):
            if not 0 <= q < total:
                return f"queries[{i}] = {q} with a decoded tape of length {total}: the problem needs 0 <= queries[i] < the length of the decoded tape"
        return ""
