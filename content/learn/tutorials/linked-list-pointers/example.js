/**
 * function ListNode(val, next) { this.val = val; this.next = next; }
 * @param {ListNode} head
 * @return {ListNode}
 */
var oddNodes = function (head) {
  let cur = head;
  while (cur !== null && cur.next !== null) {
    cur.next = cur.next.next; // unlink the even node after cur
    cur = cur.next;
  }
  return head;
};
