class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # For each word, try every starting cell and every path (Word Search I per word).
        m, n = len(board), len(board[0])

        def spells(word, i, r, c, used):
            if not (0 <= r < m and 0 <= c < n) or (r, c) in used or board[r][c] != word[i]:
                return False
            if i == len(word) - 1:
                return True
            used.add((r, c))
            ok = any(spells(word, i + 1, r + dr, c + dc, used) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            used.remove((r, c))
            return ok

        return [w for w in words if any(spells(w, 0, r, c, set()) for r in range(m) for c in range(n))]
