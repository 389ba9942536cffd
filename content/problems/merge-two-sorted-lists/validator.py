class Solution:
    def validate(self, list1: Optional[ListNode], list2: Optional[ListNode]) -> str:
        for name, head in (("list1", list1), ("list2", list2)):
            count = 0
            prev = None
            node = head
            while node is not None:
                count += 1
                if count > 50:
                    return f"{name} has more than 50 nodes: each list must have between 0 and 50 nodes"
                if not -100 <= node.val <= 100:
                    return f"{name} has a node with val = {node.val}: the problem needs -100 <= Node.val <= 100"
                if prev is not None and prev > node.val:
                    return f"{name} has {prev} before {node.val}: both lists must be sorted in non-decreasing order"
                prev = node.val
                node = node.next
        return ""
