class Solution:
    def validate(self, shopA: List[int], shopB: List[int], budget: int) -> str:
        for name, arr in (("shopA", shopA), ("shopB", shopB)):
            if not 1 <= len(arr) <= 10**5:
                return f"{name} has {len(arr)} elements: the problem needs 1 <= {name}.length <= 10^5"
            for i, x in enumerate(arr):
                if not 1 <= x <= 2 * 10**9:
                    return f"{name}[{i}] = {x}: the problem needs 1 <= {name}[i] <= 2 * 10^9"
            for i in range(len(arr) - 1):
                if arr[i] > arr[i + 1]:
                    return f"{name}[{i}] = {arr[i]} > {name}[{i + 1}] = {arr[i + 1]}: the problem needs shopA and shopB sorted in non-decreasing order"
        if not 1 <= budget <= 4 * 10**9:
            return f"budget = {budget}: the problem needs 1 <= budget <= 4 * 10^9"
        return ""
