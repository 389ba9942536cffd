class Solution:
    def validate(self, board: List[List[str]], words: List[str]) -> str:
        m = len(board)
        if not 1 <= m <= 12:
            return f"board has {m} rows: the problem needs 1 <= m <= 12"
        n = len(board[0])
        if not 1 <= n <= 12:
            return f"board[0] has {n} cells: the problem needs 1 <= n <= 12"
        for r, row in enumerate(board):
            if len(row) != n:
                return f"board[{r}] has {len(row)} cells but board[0] has {n}: the problem needs n == board[i].length for every row"
            for c, ch in enumerate(row):
                if not "a" <= ch <= "z":
                    return f"board[{r}][{c}] is {ch!r}: board[i][j] is a lowercase English letter"
        if not 1 <= len(words) <= 3 * 10**4:
            return f"words has {len(words)} elements: the problem needs 1 <= words.length <= 3 * 10^4"
        for i, w in enumerate(words):
            if not 1 <= len(w) <= 10:
                return f"words[{i}] has length {len(w)}: the problem needs 1 <= words[i].length <= 10"
            for ch in w:
                if not "a" <= ch <= "z":
                    return f"words[{i}] contains {ch!r}: words[i] consists of lowercase English letters"
        seen = set()
        for i, w in enumerate(words):
            if w in seen:
                return f"words[{i}] = {w!r} appears twice: all the strings of words are distinct"
            seen.add(w)
        return ""
