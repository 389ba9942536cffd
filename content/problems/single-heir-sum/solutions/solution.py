class Solution:
    def singleHeirSum(self, root: Optional[TreeNode]) -> int:
        total = 0
        stack = [root] if root else []
        while stack:
            node = stack.pop()
            if (node.left is None) != (node.right is None):
                total += node.val
            if node.left:
                stack.append(node.left)
            if node.right:
                stack.append(node.right)
        return total
