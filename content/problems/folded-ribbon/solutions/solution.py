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
            j = n - 1 - i
            tail.next = ListNode(a[i] if i == j else a[i] + a[j])
            tail = tail.next
        return dummy.next
