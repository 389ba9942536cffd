class Solution:
    def levelSpread(self, root: Optional[TreeNode]) -> List[int]:
        spreads = []
        level = [root] if root else []
        while level:
            values = [node.val for node in level]
            spreads.append(max(values) - min(values))
            level = [child for node in level for child in (node.left, node.right) if child]
        return spreads
