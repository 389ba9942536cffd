# class TreeNode:
#     def __init__(self, val=0, left=None, right=None): ...
class Solution:
    def leafSum(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        if root.left is None and root.right is None:
            return root.val
        return self.leafSum(root.left) + self.leafSum(root.right)
