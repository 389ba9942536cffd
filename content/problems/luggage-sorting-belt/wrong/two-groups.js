/**
 * @param {ListNode} head
 * @param {number} limit
 * @return {ListNode}
 */
var sortBelt = function (head, limit) {
  const lighter = new ListNode(0);
  const rest = new ListNode(0);
  let a = lighter;
  let b = rest;
  for (let node = head; node !== null; node = node.next) {
    if (node.val < limit) {
      a.next = node;
      a = node;
    } else { // bug: bags equal to limit are not separated from heavier ones
      b.next = node;
      b = node;
    }
  }
  b.next = null;
  a.next = rest.next;
  return lighter.next;
};
