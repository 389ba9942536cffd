class Solution:
    def allChants(self, syllables: str, n: int) -> List[str]:
        letters = list(syllables)  # bug: not sorted
        chants = []
        chant = []

        def extend():
            if len(chant) == n:
                chants.append(''.join(chant))
                return
            for c in letters:
                if not chant or chant[-1] != c:
                    chant.append(c)
                    extend()
                    chant.pop()

        extend()
        return chants
