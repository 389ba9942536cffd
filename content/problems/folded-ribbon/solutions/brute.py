class Solution:
    def foldRibbon(self, head: Optional[ListNode]) -> Optional[ListNode]:
        a = []
        while head:
            a.append(head.val)
            head = head.next
        top, bottom = a[:(len(a) + 1) // 2], a[::-1]
        folded = [top[i] + (bottom[i] if i < len(a) // 2 else 0) for i in range(len(top))]
        result = None
        for v in reversed(folded):
            result = ListNode(v, result)
        return result
