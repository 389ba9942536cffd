class Solution:
    def levelSpread(self, root: Optional[TreeNode]) -> List[int]:
        spreads = []
        level = [root] if root else []
        while level:
            spreads.append(abs(level[-1].val - level[0].val))  # bug: ends of the level, not extremes
            level = [child for node in level for child in (node.left, node.right) if child]
        return spreads
