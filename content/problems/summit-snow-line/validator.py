class Solution:
    def validate(self, altitudes: List[int], snowLines: List[int]) -> str:
        n = len(altitudes)
        if not 1 <= n <= 10**5:
            return f"altitudes has {n} elements: the problem needs 1 <= altitudes.length <= 10^5"
        if not 1 <= len(snowLines) <= 10**5:
            return f"snowLines has {len(snowLines)} elements: the problem needs 1 <= snowLines.length <= 10^5"
        for i, a in enumerate(altitudes):
            if not -10**9 <= a <= 10**9:
                return f"altitudes[{i}] = {a}: the problem needs -10^9 <= altitudes[i] <= 10^9"
        for j, v in enumerate(snowLines):
            if not -10**9 <= v <= 10**9:
                return f"snowLines[{j}] = {v}: the problem needs -10^9 <= snowLines[j] <= 10^9"
        i = 0
        while i + 1 < n and altitudes[i] < altitudes[i + 1]:
            i += 1
        while i + 1 < n and altitudes[i] > altitudes[i + 1]:
            i += 1
        if i + 1 < n:
            return (f"altitudes[{i}] = {altitudes[i]} and altitudes[{i + 1}] = {altitudes[i + 1]} break the shape: "
                    "the problem needs the trail to climb strictly to a single summit and then descend strictly")
        return ""
