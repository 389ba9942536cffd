class Solution:
    def kthCode(self, chips: List[int], k: int) -> int:
        basis = [0] * 30  # basis[b] has leading bit b, or 0
        for x in chips:
            for b in range(29, -1, -1):
                if not (x >> b) & 1:
                    continue
                if basis[b]:
                    x ^= basis[b]
                else:
                    basis[b] = x
                    break
        # reduce: each leading bit appears in exactly one vector
        for b in range(30):
            if basis[b]:
                for c in range(b + 1, 30):
                    if basis[c] >> b & 1:
                        basis[c] ^= basis[b]
        vectors = [v for v in basis if v]  # sorted by leading bit
        if k > 1 << len(vectors):
            return -1
        m = k - 1
        code = 0
        for i, v in enumerate(vectors):
            if m >> i & 1:
                code ^= v
        return code
