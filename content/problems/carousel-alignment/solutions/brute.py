class Solution:
    def alignSteps(self, current: str, target: str) -> int:
        state = current
        for k in range(len(current)):
            if state == target:
                return k
            state = state[1:] + state[0]
        return -1
