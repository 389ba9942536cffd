import re


class Solution:
    def readPositions(self, encoded: str, queries: List[int]) -> List[str]:
        tape = ''.join(letter * int(count) for letter, count in re.findall(r'([a-z])(\d+)', encoded))
        return [tape[x] for x in queries]
