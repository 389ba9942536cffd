class Solution:
    def gutterTotals(self, root: Optional[TreeNode]) -> List[int]:
        if root is None:
            return []
        totals = collections.defaultdict(int)
        stack = [(root, 0)]
        while stack:
            node, col = stack.pop()
            totals[col] += node.val
            if node.left:
                stack.append((node.left, col - 1))
            if node.right:
                stack.append((node.right, col + 1))
        return [totals[c] for c in range(min(totals), max(totals) + 1)]
