class Solution {
    public int[][] snowStretches(int[] altitudes, int[] snowLines) {
        int[][] answer = new int[snowLines.length][];
        for (int j = 0; j < snowLines.length; j++) {
            int first = -1, last = -1;
            for (int i = 0; i < altitudes.length; i++) { // full scan for every snow line
                if (altitudes[i] >= snowLines[j]) {
                    if (first < 0) first = i;
                    last = i;
                }
            }
            answer[j] = new int[] {first, last};
        }
        return answer;
    }
}
