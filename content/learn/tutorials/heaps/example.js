/**
 * @param {number[]} nums
 * @param {number} k 1 <= k <= nums.length
 * @return {number}
 */
var sumSmallest = function (nums, k) {
  const heap = [];
  const swap = (i, j) => ([heap[i], heap[j]] = [heap[j], heap[i]]);
  const push = (x) => {
    heap.push(x);
    let i = heap.length - 1;
    while (i > 0 && heap[(i - 1) >> 1] > heap[i]) {
      swap(i, (i - 1) >> 1); // sift up
      i = (i - 1) >> 1;
    }
  };
  const pop = () => {
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && heap[l] < heap[m]) m = l;
        if (r < heap.length && heap[r] < heap[m]) m = r;
        if (m === i) break;
        swap(i, m); // sift down
        i = m;
      }
    }
    return top;
  };
  for (const x of nums) push(x);
  let sum = 0;
  for (let i = 0; i < k; i++) sum += pop();
  return sum;
};
