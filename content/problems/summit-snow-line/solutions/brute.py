class Solution:
    def snowStretches(self, altitudes: List[int], snowLines: List[int]) -> List[List[int]]:
        answer = []
        for v in snowLines:
            covered = [i for i, a in enumerate(altitudes) if a >= v]
            answer.append([min(covered), max(covered)] if covered else [-1, -1])
        return answer
