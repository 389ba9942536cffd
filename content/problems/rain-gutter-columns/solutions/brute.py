class Solution:
    def gutterTotals(self, root: Optional[TreeNode]) -> List[int]:
        placed = []

        def walk(node, col):
            if node:
                placed.append((col, node.val))
                walk(node.left, col - 1)
                walk(node.right, col + 1)

        walk(root, 0)
        cols = sorted({c for c, _ in placed})
        return [sum(v for c, v in placed if c == col) for col in cols]
