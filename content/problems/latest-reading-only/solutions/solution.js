/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} head
 * @return {ListNode}
 */
var keepLatest = function (head) {
  const count = new Map();
  for (let node = head; node !== null; node = node.next) count.set(node.val, (count.get(node.val) || 0) + 1);
  const dummy = new ListNode(0);
  let lastKept = dummy;
  for (let node = head; node !== null; node = node.next) {
    const left = count.get(node.val) - 1;
    count.set(node.val, left);
    if (left === 0) {
      lastKept.next = node;
      lastKept = node;
    }
  }
  lastKept.next = null;
  return dummy.next;
};
