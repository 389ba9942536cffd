class Solution:
    def validate(self, capacity: int, weights: List[int], profits: List[int], stock: List[int]) -> str:
        if not 1 <= capacity <= 10**4:
            return f"capacity = {capacity}: the problem needs 1 <= capacity <= 10^4"
        if not 1 <= len(weights) <= 50:
            return f"weights has {len(weights)} elements: the problem needs 1 <= weights.length == profits.length == stock.length <= 50"
        if not len(weights) == len(profits) == len(stock):
            return (f"weights, profits and stock have {len(weights)}, {len(profits)} and {len(stock)} elements: "
                    "the problem needs weights.length == profits.length == stock.length")
        for i, w in enumerate(weights):
            if not 1 <= w <= capacity:
                return f"weights[{i}] = {w}: the problem needs 1 <= weights[i] <= capacity = {capacity}"
        for i, p in enumerate(profits):
            if not 1 <= p <= 10**9:
                return f"profits[{i}] = {p}: the problem needs 1 <= profits[i] <= 10^9"
        for i, s in enumerate(stock):
            if not 1 <= s <= 10**4:
                return f"stock[{i}] = {s}: the problem needs 1 <= stock[i] <= 10^4"
        return ""
