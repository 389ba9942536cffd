class Solution:
    def countEvenWearPairs(self, teeth: List[int]) -> int:
        v = max(teeth)
        freq = [0] * (v + 1)
        for t in teeth:
            freq[t] += 1
        # Mobius function by sieve
        mu = [1] * (v + 1)
        is_composite = bytearray(v + 1)
        for p in range(2, v + 1):
            if is_composite[p]:
                continue
            is_composite[p * p::p] = b'\x01' * len(range(p * p, v + 1, p))
            for m in range(p, v + 1, p):
                mu[m] = -mu[m]
            mu[p * p::p * p] = [0] * len(range(p * p, v + 1, p * p))
        total = 0
        for d in range(1, v + 1):
            if mu[d]:
                c = sum(freq[d::d])
                total += mu[d] * (c * (c - 1) // 2)
        return total
