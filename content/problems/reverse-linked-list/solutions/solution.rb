# Definition for singly-linked list.
# class ListNode
#     attr_accessor :val, :next
#     def initialize(val = 0, _next = nil)
#         @val = val
#         @next = _next
#     end
# end
# @param {ListNode} head
# @return {ListNode}
def reverse_list(head)
    prev = nil
    cur = head
    while cur
        nxt = cur.next
        cur.next = prev
        prev = cur
        cur = nxt
    end
    prev
end
