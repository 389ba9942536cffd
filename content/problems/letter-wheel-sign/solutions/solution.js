/**
 * @param {string} sign
 * @param {number[]} pulls
 * @return {string}
 */
var finalSign = function (sign, pulls) {
  const n = sign.length;
  const out = new Array(n);
  let clicks = 0; // pulls of levers i..n-1, modulo 26: the clicks wheel i receives
  for (let i = n - 1; i >= 0; i--) {
    clicks = (clicks + pulls[i]) % 26;
    out[i] = String.fromCharCode(97 + ((sign.charCodeAt(i) - 97 + clicks) % 26));
  }
  return out.join('');
};
