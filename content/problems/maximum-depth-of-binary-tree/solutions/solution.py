# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
class Solution:
    def maxDepth(self, root: Optional[TreeNode]) -> int:
        level = [root] if root else []
        depth = 0
        while level:
            depth += 1
            level = [child for node in level for child in (node.left, node.right) if child]
        return depth
