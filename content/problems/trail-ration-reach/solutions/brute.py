class Solution:
    def stagesReached(self, rations: List[int], packs: List[int]) -> List[int]:
        answer = []
        for p in packs:
            done = 0
            for r in rations:
                if r > p:
                    break
                p -= r
                done += 1
            answer.append(done)
        return answer
