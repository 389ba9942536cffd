/**
 * @param {string} s
 * @return {boolean}
 */
var isValid = function (s) {
  const opener = { ')': '(', ']': '[', '}': '{' };
  const stack = [];
  for (const c of s) {
    if (c === '(' || c === '[' || c === '{') stack.push(c);
    else if (stack.pop() !== opener[c]) return false;
  }
  return stack.length === 0;
};
