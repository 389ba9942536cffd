class Solution:
    def finalSign(self, sign: str, pulls: List[int]) -> str:
        # Pull every lever, clicking each linked wheel; 26 clicks bring a wheel back where it was.
        wheels = [ord(c) - 97 for c in sign]
        for i, times in enumerate(pulls):
            for _ in range(times % 26):
                for j in range(i + 1):
                    wheels[j] = (wheels[j] + 1) % 26
        return ''.join(chr(97 + w) for w in wheels)
