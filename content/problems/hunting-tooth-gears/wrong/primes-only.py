class Solution:
    def countEvenWearPairs(self, teeth: List[int]) -> int:
        v = max(teeth)
        freq = [0] * (v + 1)
        for t in teeth:
            freq[t] += 1
        n = len(teeth)
        total = n * (n - 1) // 2
        is_composite = bytearray(v + 1)
        for p in range(2, v + 1):
            if is_composite[p]:
                continue
            is_composite[p * p::p] = b'\x01' * len(range(p * p, v + 1, p))
            c = sum(freq[p::p])
            total -= c * (c - 1) // 2  # bug: pairs sharing several primes are subtracted several times
        return total
