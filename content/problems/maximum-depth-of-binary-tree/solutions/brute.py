class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        # List every root-to-leaf path explicitly and take the longest.
        if root is None:
            return 0
        paths, stack = [], [(root, [root.val])]
        while stack:
            node, path = stack.pop()
            children = [c for c in (node.left, node.right) if c]
            if not children:
                paths.append(path)
            for c in children:
                stack.append((c, path + [c.val]))
        return max(len(p) for p in paths)
