class Solution:
    def readPositions(self, encoded: str, queries: List[int]) -> List[str]:
        letters, starts = [], []
        total = 0
        i, n = 0, len(encoded)
        while i < n:
            j = i + 1
            while j < n and encoded[j].isdigit():
                j += 1
            letters.append(encoded[i])
            starts.append(total)
            total += int(encoded[i + 1:j])
            i = j
        # bug: bisect_left puts the first position of a run into the previous run
        return [letters[max(0, bisect.bisect_left(starts, x) - 1)] for x in queries]
