/**
 * @param {ListNode} head
 * @param {number} k
 * @return {ListNode}
 */
var dropEveryKth = function (head, k) {
  const dummy = new ListNode(0, head);
  let lastKept = dummy;
  let pos = 0; // bug: positions start at 1
  for (let node = head; node !== null; node = node.next, pos++) {
    if (pos % k === 0) lastKept.next = node.next;
    else lastKept = node;
  }
  return dummy.next;
};
