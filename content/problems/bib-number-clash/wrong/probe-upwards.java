class Solution {
    public long minTotalRaise(int[] requests) {
        Set<Integer> taken = new HashSet<>(requests.length * 2);
        long total = 0;
        for (int r : requests) {
            int b = r;
            while (taken.contains(b)) b++; // walk up to the first free number
            taken.add(b);
            total += b - r;
        }
        return total;
    }
}
