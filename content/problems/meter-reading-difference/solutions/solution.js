/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} current
 * @param {ListNode} previous
 * @return {ListNode}
 */
var usage = function (current, previous) {
  const digits = (node) => {
    const out = [];
    for (; node !== null; node = node.next) out.push(node.val);
    return out;
  };
  const a = digits(current);
  const b = digits(previous);
  const result = []; // least significant digit first
  let borrow = 0;
  for (let i = a.length - 1, j = b.length - 1; i >= 0; i--, j--) {
    let d = a[i] - (j >= 0 ? b[j] : 0) - borrow;
    borrow = d < 0 ? 1 : 0;
    if (d < 0) d += 10;
    result.push(d);
  }
  while (result.length > 1 && result[result.length - 1] === 0) result.pop();
  let head = null;
  for (const d of result) head = new ListNode(d, head);
  return head;
};
