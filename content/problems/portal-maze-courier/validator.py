class Solution:
    def validate(self, maze: List[List[str]]) -> str:
        rows = len(maze)
        if not 1 <= rows <= 400:
            return f"maze has {rows} rows: the problem needs 1 <= maze.length <= 400"
        cols = len(maze[0])
        if not 1 <= cols <= 400:
            return f"maze[0] has {cols} cells: the problem needs 1 <= maze[i].length <= 400"
        counts = {}
        for r, row in enumerate(maze):
            if len(row) != cols:
                return f"maze[{r}] has {len(row)} cells but maze[0] has {cols}: the problem needs all rows to have the same length"
            for c, ch in enumerate(row):
                if not (ch in ('.', '#', 'S', 'T') or 'a' <= ch <= 'z'):
                    return f"maze[{r}][{c}] is {ch!r}: the problem needs each cell to be '.', '#', 'S', 'T' or a lowercase letter"
                counts[ch] = counts.get(ch, 0) + 1
        if counts.get('S', 0) != 1:
            return f"the maze has {counts.get('S', 0)} 'S' cells: the problem needs exactly one 'S'"
        if counts.get('T', 0) != 1:
            return f"the maze has {counts.get('T', 0)} 'T' cells: the problem needs exactly one 'T'"
        for ch in sorted(counts):
            if 'a' <= ch <= 'z' and counts[ch] != 2:
                return f"portal letter {ch!r} appears {counts[ch]} times: the problem needs every letter that appears to appear exactly twice"
        return ""
