class Solution:
    def quietHarvest(self, root: Optional[TreeNode]) -> int:
        if root is None:
            return 0
        order = [root]  # BFS order: children come after their parent
        for node in order:
            if node.left:
                order.append(node.left)
            if node.right:
                order.append(node.right)
        NEG = float('-inf')
        state = {}  # node -> (A, B, C)
        for node in reversed(order):
            a, c, gain = node.val, 0, NEG
            for child in (node.left, node.right):
                if child is None:
                    continue
                ca, cb, cc = state.pop(child)
                free = max(cb, cc)
                a += cc
                c += free
                gain = max(gain, ca - free)
            state[node] = (a, c + gain, c)
        return max(state[root])
