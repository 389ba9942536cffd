class Solution:
    def findWords(self, board: List[List[str]], words: List[str]) -> List[str]:
        # Trie of the words; a node is a dict from letter to child, '$' marks the end of a word.
        root = {}
        for word in words:
            node = root
            for ch in word:
                node = node.setdefault(ch, {})
            node['$'] = word
        m, n = len(board), len(board[0])
        found = []

        def dfs(r, c, parent):
            ch = board[r][c]
            node = parent[ch]
            word = node.pop('$', None)
            if word is not None:  # report each word once
                found.append(word)
            board[r][c] = '#'  # mark the cell as used on the current path
            if r > 0 and board[r - 1][c] in node:
                dfs(r - 1, c, node)
            if r + 1 < m and board[r + 1][c] in node:
                dfs(r + 1, c, node)
            if c > 0 and board[r][c - 1] in node:
                dfs(r, c - 1, node)
            if c + 1 < n and board[r][c + 1] in node:
                dfs(r, c + 1, node)
            board[r][c] = ch
            if not node:  # nothing left below: prune the branch for later searches
                del parent[ch]

        for r in range(m):
            for c in range(n):
                if board[r][c] in root:
                    dfs(r, c, root)
        return found
