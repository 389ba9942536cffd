class Solution:
    def validate(self, head: Optional[ListNode], k: int) -> str:
        count = 0
        node = head
        while node is not None:
            count += 1
            if count > 10**5:
                return "the list has more than 10^5 nodes: the problem needs the number of nodes in the range [0, 10^5]"
            if not -10**9 <= node.val <= 10**9:
                return f"node {count - 1} has val = {node.val}: the problem needs -10^9 <= Node.val <= 10^9"
            node = node.next
        if not 1 <= k <= 10**5:
            return f"k = {k}: the problem needs 1 <= k <= 10^5"
        return ""
