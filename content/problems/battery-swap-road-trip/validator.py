class Solution:
    def validate(self, roadLength: int, stations: List[int], maxSwaps: int) -> str:
        if not 1 <= roadLength <= 10**9:
            return f"roadLength = {roadLength}: the problem needs 1 <= roadLength <= 10^9"
        if len(stations) > 10**5:
            return f"stations has {len(stations)} elements: the problem needs 0 <= stations.length <= 10^5"
        seen = set()
        for i, s in enumerate(stations):
            if not 0 < s < roadLength:
                return f"stations[{i}] = {s}: the problem needs 0 < stations[i] < roadLength"
            if s in seen:
                return f"station {s} appears twice: the problem needs all stations[i] to be distinct"
            seen.add(s)
        if not 0 <= maxSwaps <= len(stations):
            return f"maxSwaps = {maxSwaps}: the problem needs 0 <= maxSwaps <= stations.length"
        return ""
