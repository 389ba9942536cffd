class Solution {
    public int[][] snowStretches(int[] altitudes, int[] snowLines) {
        // The trail kept as a list of boxed altitudes, as a first draft often does, and scanned in
        // full for every snow line: O(n * q), 10^10 steps at the limits.
        List<Integer> trail = new ArrayList<>();
        for (int a : altitudes) trail.add(a);
        int[][] answer = new int[snowLines.length][];
        for (int j = 0; j < snowLines.length; j++) {
            int first = -1, last = -1;
            for (int i = 0; i < trail.size(); i++) { // full scan for every snow line
                if (trail.get(i) >= snowLines[j]) {
                    if (first < 0) first = i;
                    last = i;
                }
            }
            answer[j] = new int[] {first, last};
        }
        return answer;
    }
}
