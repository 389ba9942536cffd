class Solution:
    def validate(self, root: Optional[TreeNode]) -> str:
        count = 0
        stack = [root] if root is not None else []
        while stack:
            node = stack.pop()
            count += 1
            if count > 10**5:
                return "the tree has more than 10^5 nodes: the problem needs the number of nodes in the range [0, 10^5]"
            if not -10**9 <= node.val <= 10**9:
                return f"a node has val = {node.val}: the problem needs -10^9 <= Node.val <= 10^9"
            if node.left is not None:
                stack.append(node.left)
            if node.right is not None:
                stack.append(node.right)
        return ""
