class Solution {
    public int totalBannerStrength(int[] posts) {
        final long MOD = 1_000_000_007L;
        int n = posts.length;
        int[] left = new int[n];
        int[] stack = new int[n];
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && posts[stack[top - 1]] > posts[i]) top--;
            left[i] = i - (top > 0 ? stack[top - 1] : -1);
            stack[top++] = i;
        }
        top = 0;
        long total = 0;
        for (int i = n - 1; i >= 0; i--) {
            while (top > 0 && posts[stack[top - 1]] >= posts[i]) top--;
            long r = (top > 0 ? stack[top - 1] : n) - i;
            long l = left[i];
            long lengths = l * r * (l + r) / 2 % MOD;
            total = (total + posts[i] % MOD * lengths) % MOD;
            stack[top++] = i;
        }
        return (int) total;
    }
}
