class Solution:
    def validate(self, head: Optional[ListNode]) -> str:
        count = 0
        node = head
        while node is not None:
            count += 1
            if count > 10**5:
                return "the list has more than 10^5 nodes: the problem needs the number of nodes in the range [0, 10^5]"
            if not -5 * 10**8 <= node.val <= 5 * 10**8:
                return f"node {count - 1} has value {node.val}: the problem needs -5 * 10^8 <= Node.val <= 5 * 10^8"
            node = node.next
        return ""
