class Solution:
    def levelSpread(self, root: Optional[TreeNode]) -> List[int]:
        by_depth = {}

        def walk(node, depth):
            if node:
                by_depth.setdefault(depth, []).append(node.val)
                walk(node.left, depth + 1)
                walk(node.right, depth + 1)

        walk(root, 0)
        return [max(by_depth[d]) - min(by_depth[d]) for d in range(len(by_depth))]
