/**
 * @param {number[]} arrivals
 * @return {number}
 */
var carsDelivered = function (arrivals) {
  const siding = [];
  let next = 1;
  for (const car of arrivals) {
    siding.push(car);
    while (siding.length && siding[siding.length - 1] === next) {
      siding.pop();
      next++;
    }
  }
  return siding.length === 0 ? arrivals.length : 0; // bug: partial deliveries are not counted
};
