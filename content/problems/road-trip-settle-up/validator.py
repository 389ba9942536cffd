class Solution:
    def validate(self, n: int, payments: List[List[int]]) -> str:
        if not 2 <= n <= 16:
            return f"n = {n}: the problem needs 2 <= n <= 16"
        if not 0 <= len(payments) <= 100:
            return f"payments has {len(payments)} entries: the problem needs 0 <= payments.length <= 100"
        for i, p in enumerate(payments):
            if len(p) != 3:
                return f"payments[{i}] has {len(p)} numbers: each payment is [from, to, amount]"
            a, b, amount = p
            if not (0 <= a < n and 0 <= b < n):
                return f"payments[{i}] is between friends {a} and {b}: the problem needs 0 <= from, to < n"
            if a == b:
                return f"payments[{i}] has friend {a} paying themself: the problem needs from != to"
            if not 1 <= amount <= 10**6:
                return f"payments[{i}] has amount {amount}: the problem needs 1 <= amount <= 10^6"
        return ""
