class Solution:
    def diceTotals(self, dice: int, faces: int, target: int) -> List[List[int]]:
        throws = []
        roll = []

        def place(low, rest):
            left = dice - len(roll)
            if left == 0:
                if rest == 0:
                    throws.append(list(roll))
                return
            for v in range(low, faces + 1):
                if v * left > rest:
                    break  # even the smallest completion is too big
                if rest - v > (left - 1) * faces:
                    continue  # the other dice cannot make up the rest
                roll.append(v)
                place(v, rest - v)
                roll.pop()

        place(1, target)
        return throws
