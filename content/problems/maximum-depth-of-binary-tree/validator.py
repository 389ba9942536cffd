class Solution:
    def validate(self, root: Optional[TreeNode]) -> str:
        count = 0
        stack = [root] if root is not None else []
        while stack:
            node = stack.pop()
            count += 1
            if count > 10**4:
                return "the tree has more than 10^4 nodes: the problem needs the number of nodes in the range [0, 10^4]"
            if not -100 <= node.val <= 100:
                return f"a node has val = {node.val}: the problem needs -100 <= Node.val <= 100"
            if node.left is not None:
                stack.append(node.left)
            if node.right is not None:
                stack.append(node.right)
        return ""
