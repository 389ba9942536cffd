from operator import add


class Solution:
    def countSafePairs(self, dishes: List[int]) -> int:
        bits = 17
        size = 1 << bits
        full = size - 1
        sub = [0] * size
        for d in dishes:
            sub[d] += 1
        # SOS DP: sub[m] += sub[m ^ bit] for every m containing bit, by slices.
        for b in range(bits):
            bit = 1 << b
            step = bit << 1
            if bit <= size // step:
                for offset in range(bit):  # positions offset + bit + k * step
                    hi = slice(offset + bit, size, step)
                    sub[hi] = list(map(add, sub[hi], sub[offset:size:step]))
            else:
                for start in range(0, size, step):  # one block [start, start + step)
                    sub[start + bit:start + step] = list(map(add, sub[start + bit:start + step], sub[start:start + bit]))
        total = sum(map(sub.__getitem__, map(full.__xor__, dishes)))
        zeros = dishes.count(0)
        return (total - zeros) // 2
