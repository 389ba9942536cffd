/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} head
 * @param {number} k
 * @return {ListNode}
 */
var dropEveryKth = function (head, k) {
  const dummy = new ListNode(0, head);
  let lastKept = dummy;
  let pos = 1;
  for (let node = head; node !== null; node = node.next, pos++) {
    if (pos % k === 0) lastKept.next = node.next;
    else lastKept = node;
  }
  return dummy.next;
};
