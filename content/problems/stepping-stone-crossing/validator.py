class Solution:
    def validate(self, costs: List[int], minJump: int, maxJump: int) -> str:
        n = len(costs)
        if not 2 <= n <= 2 * 10**5:
            return f"costs has {n} elements: the problem needs 2 <= costs.length <= 2 * 10^5"
        if not 1 <= minJump <= maxJump <= n - 1:
            return f"minJump = {minJump}, maxJump = {maxJump}: the problem needs 1 <= minJump <= maxJump <= costs.length - 1 = {n - 1}"
        for i, c in enumerate(costs):
            if not (c == -1 or 0 <= c <= 10**9):
                return f"costs[{i}] = {c}: the problem needs costs[i] == -1 or 0 <= costs[i] <= 10^9"
        if costs[0] == -1 or costs[-1] == -1:
            return "the first or last stone is under water: the problem needs costs[0] != -1 and costs[costs.length - 1] != -1"
        return ""
