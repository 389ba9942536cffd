class Solution:
    def minTransfers(self, n: int, payments: List[List[int]]) -> int:
        balance = [0] * n  # money handed out minus money received
        for giver, taker, amount in payments:
            balance[giver] += amount
            balance[taker] -= amount
        d = [b for b in balance if b != 0]
        k = len(d)
        size = 1 << k
        total = [0] * size  # total[mask]: sum of the balances in mask
        best = [0] * size   # best[mask]: most zero-sum groups the friends in mask can be split into
        for mask in range(1, size):
            low = mask & -mask
            total[mask] = total[mask ^ low] + d[low.bit_length() - 1]
            m = 0
            rest = mask
            while rest:
                b = rest & -rest
                if best[mask ^ b] > m:
                    m = best[mask ^ b]
                rest ^= b
            best[mask] = m + (total[mask] == 0)
        # A zero-sum group of g friends needs exactly g - 1 transfers.
        return k - best[size - 1]
