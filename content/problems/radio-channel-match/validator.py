class Solution:
    def validate(self, baseChannels: List[int], fieldChannels: List[int]) -> str:
        for name, arr in (("baseChannels", baseChannels), ("fieldChannels", fieldChannels)):
            if not 1 <= len(arr) <= 10**5:
                return f"{name} has {len(arr)} elements: the problem needs 1 <= {name}.length <= 10^5"
            for i, x in enumerate(arr):
                if not -2**31 <= x <= 2**31 - 1:
                    return f"{name}[{i}] = {x}: the problem needs -2^31 <= {name}[i] <= 2^31 - 1"
            for i in range(len(arr) - 1):
                if arr[i] > arr[i + 1]:
                    return f"{name}[{i}] = {arr[i]} > {name}[{i + 1}] = {arr[i + 1]}: the problem needs both arrays sorted in non-decreasing order"
        return ""
