import itertools


class Solution:
    def allChants(self, syllables: str, n: int) -> List[str]:
        words = (''.join(p) for p in itertools.product(syllables, repeat=n))
        return sorted(w for w in words if all(a != b for a, b in zip(w, w[1:])))
