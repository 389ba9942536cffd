/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val===undefined ? 0 : val)
 *     this.next = (next===undefined ? null : next)
 * }
 */
/**
 * @param {ListNode} head
 * @param {number} limit
 * @return {ListNode}
 */
var sortBelt = function (head, limit) {
  const heads = [new ListNode(0), new ListNode(0), new ListNode(0)]; // lighter, equal, heavier
  const tails = [...heads];
  for (let node = head; node !== null; node = node.next) {
    const g = node.val < limit ? 0 : node.val === limit ? 1 : 2;
    tails[g].next = node;
    tails[g] = node;
  }
  tails[2].next = null;
  tails[1].next = heads[2].next;
  tails[0].next = heads[1].next;
  return heads[0].next;
};
