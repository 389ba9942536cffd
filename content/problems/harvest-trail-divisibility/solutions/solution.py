class Solution:
    def countDivisibleTrails(self, root: Optional[TreeNode], k: int) -> int:
        if root is None:
            return 0
        count = collections.defaultdict(int)
        count[0] = 1
        total = 0
        # (node, remainder of the parent's prefix) to enter, or (None, remainder) to leave
        stack = [(root, 0)]
        while stack:
            node, r = stack.pop()
            if node is None:
                count[r] -= 1
                continue
            r = (r + node.val) % k
            total += count[r]
            count[r] += 1
            stack.append((None, r))
            if node.right:
                stack.append((node.right, r))
            if node.left:
                stack.append((node.left, r))
        return total
