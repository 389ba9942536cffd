class Solution:
    def usage(self, current: Optional[ListNode], previous: Optional[ListNode]) -> Optional[ListNode]:
        def digits(node):
            out = []
            while node:
                out.append(node.val)
                node = node.next
            return out

        a, b = digits(current), digits(previous)
        result = []
        borrow = 0
        i, j = len(a) - 1, len(b) - 1
        while i >= 0:
            d = a[i] - (b[j] if j >= 0 else 0) - borrow
            borrow = 1 if d < 0 else 0
            result.append(d + 10 if d < 0 else d)
            i -= 1
            j -= 1
        while len(result) > 1 and result[-1] == 0:  # leading zeros are at the end of result
            result.pop()
        head = None
        for d in result:  # least significant first, so prepending builds the right order
            head = ListNode(d, head)
        return head
