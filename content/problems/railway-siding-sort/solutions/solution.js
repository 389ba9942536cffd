/**
 * @param {number[]} arrivals
 * @return {number}
 */
var carsDelivered = function (arrivals) {
  const siding = new Int32Array(arrivals.length);
  let top = 0;
  let next = 1;
  for (const car of arrivals) {
    siding[top++] = car;
    while (top > 0 && siding[top - 1] === next) {
      top--;
      next++;
    }
  }
  return next - 1;
};
