class Solution:
    def dailyTemperatures(self, temperatures: List[int]) -> List[int]:
        answer = [0] * len(temperatures)
        waiting = []
        for i, t in enumerate(temperatures):
            while waiting and temperatures[waiting[-1]] <= t:  # bug: must be strictly warmer
                j = waiting.pop()
                answer[j] = i - j
            waiting.append(i)
        return answer
