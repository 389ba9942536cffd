class Solution {
    public int shortestSampleStrip(int[] colors, int k) {
        HashMap<Integer, Integer> count = new HashMap<>();
        int distinct = 0, best = -1, left = 0;
        for (int right = 0; right < colors.length; right++) {
            int before = count.getOrDefault(colors[right], 0);
            if (before == 0) distinct++;
            count.put(colors[right], before + 1);
            while (distinct >= k) {
                int length = right - left + 1;
                if (best == -1 || length < best) best = length;
                int d = colors[left++];
                int remaining = count.get(d) - 1;
                count.put(d, remaining);
                if (remaining == 0) distinct--;
            }
        }
        return best;
    }
}
