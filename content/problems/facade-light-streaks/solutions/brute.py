class Solution:
    def longestLitStreaks(self, floors: List[int]) -> List[int]:
        answer = []
        for x in floors:
            pattern = format(x % (1 << 32), '032b')
            answer.append(max(len(part) for part in pattern.split('0')))
        return answer
