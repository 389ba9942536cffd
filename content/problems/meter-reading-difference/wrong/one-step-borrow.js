/**
 * @param {ListNode} current
 * @param {ListNode} previous
 * @return {ListNode}
 */
var usage = function (current, previous) {
  const a = [];
  const b = [];
  for (let n = current; n !== null; n = n.next) a.push(n.val);
  for (let n = previous; n !== null; n = n.next) b.push(n.val);
  for (let i = a.length - 1, j = b.length - 1; j >= 0; i--, j--) {
    a[i] -= b[j];
    if (a[i] < 0) {
      a[i] += 10;
      a[i - 1] -= 1; // bug: if a[i - 1] was 0 the borrow never travels further
    }
  }
  let start = 0;
  while (start < a.length - 1 && a[start] === 0) start++;
  let head = null;
  for (let i = a.length - 1; i >= start; i--) head = new ListNode(a[i], head);
  return head;
};
