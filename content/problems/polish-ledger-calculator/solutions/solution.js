/**
 * @param {string[]} tokens
 * @return {number}
 */
var evaluatePrefix = function (tokens) {
  const stack = []; // values stay within 10^15, exact in doubles
  for (let i = tokens.length - 1; i >= 0; i--) {
    const t = tokens[i];
    if (t === '+' || t === '-' || t === '*') {
      const a = stack.pop(); // first operand
      const b = stack.pop(); // second operand
      stack.push(t === '+' ? a + b : t === '-' ? a - b : a * b);
    } else {
      stack.push(Number(t));
    }
  }
  return stack[0];
};
