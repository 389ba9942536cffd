class Solution:
    def countReadings(self, message: str, words: List[str]) -> int:
        # Recursion over every cut, with no sharing of work: exponential, small inputs only.
        vocab = set(words)

        def readings(i):
            if i == len(message):
                return 1
            return sum(readings(j) for j in range(i + 1, len(message) + 1) if message[i:j] in vocab)

        return readings(0) % (10**9 + 7)
