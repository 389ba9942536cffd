class Solution:
    def longestLitStreaks(self, floors: List[int]) -> List[int]:
        answer = []
        for x in floors:
            pattern = bin(x)[2:] if x >= 0 else bin(x)[3:]  # bug: magnitude, not two's complement
            answer.append(max(len(part) for part in pattern.split('0')))
        return answer
