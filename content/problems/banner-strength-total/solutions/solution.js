/**
 * @param {number[]} posts
 * @return {number}
 */
var totalBannerStrength = function (posts) {
  const MOD = 1000000007n;
  const n = posts.length;
  const left = new Int32Array(n);
  const stack = new Int32Array(n);
  let top = 0;
  for (let i = 0; i < n; i++) {
    while (top > 0 && posts[stack[top - 1]] > posts[i]) top--;
    left[i] = i - (top > 0 ? stack[top - 1] : -1);
    stack[top++] = i;
  }
  top = 0;
  let total = 0n;
  for (let i = n - 1; i >= 0; i--) {
    while (top > 0 && posts[stack[top - 1]] >= posts[i]) top--;
    const r = (top > 0 ? stack[top - 1] : n) - i;
    const l = left[i];
    const lengths = (l * r * (l + r)) / 2; // below 2^53, exact
    total = (total + BigInt(posts[i]) * (BigInt(lengths) % MOD)) % MOD;
    stack[top++] = i;
  }
  return Number(total);
};
