/**
 * @param {string} sign
 * @param {number[]} pulls
 * @return {string}
 */
var finalSign = function (sign, pulls) {
  let out = '';
  let clicks = 0;
  for (let i = 0; i < sign.length; i++) {
    clicks = (clicks + pulls[i]) % 26; // bug: lever i turns wheels 0..i, not i..n-1
    out += String.fromCharCode(97 + ((sign.charCodeAt(i) - 97 + clicks) % 26));
  }
  return out;
};
