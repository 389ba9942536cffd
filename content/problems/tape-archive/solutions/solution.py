class Solution:
    def readPositions(self, encoded: str, queries: List[int]) -> List[str]:
        letters, starts = [], []
        total = 0
        i, n = 0, len(encoded)
        while i < n:
            letter = encoded[i]
            j = i + 1
            while j < n and encoded[j].isdigit():
                j += 1
            letters.append(letter)
            starts.append(total)
            total += int(encoded[i + 1:j])
            i = j
        return [letters[bisect.bisect_right(starts, x) - 1] for x in queries]
