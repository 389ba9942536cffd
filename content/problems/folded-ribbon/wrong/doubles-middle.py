class Solution:
    def foldRibbon(self, head: Optional[ListNode]) -> Optional[ListNode]:
        a = []
        while head:
            a.append(head.val)
            head = head.next
        n = len(a)
        dummy = ListNode()
        tail = dummy
        for i in range((n + 1) // 2):
            tail.next = ListNode(a[i] + a[n - 1 - i])  # bug: the middle segment is counted twice
            tail = tail.next
        return dummy.next
