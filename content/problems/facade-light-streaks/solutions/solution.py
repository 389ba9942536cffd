class Solution:
    def longestLitStreaks(self, floors: List[int]) -> List[int]:
        answer = []
        for x in floors:
            bits = x & 0xFFFFFFFF  # the 32-bit two's complement pattern
            best = run = 0
            for k in range(32):
                if bits >> k & 1:
                    run += 1
                    if run > best:
                        best = run
                else:
                    run = 0
            answer.append(best)
        return answer
