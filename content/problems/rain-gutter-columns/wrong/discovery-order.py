class Solution:
    def gutterTotals(self, root: Optional[TreeNode]) -> List[int]:
        if root is None:
            return []
        totals = {}  # bug: keeps the order in which columns were first reached
        queue = collections.deque([(root, 0)])
        while queue:
            node, col = queue.popleft()
            totals[col] = totals.get(col, 0) + node.val
            if node.left:
                queue.append((node.left, col - 1))
            if node.right:
                queue.append((node.right, col + 1))
        return list(totals.values())
