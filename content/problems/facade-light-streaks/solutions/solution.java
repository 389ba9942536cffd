class Solution {
    public int[] longestLitStreaks(int[] floors) {
        int[] answer = new int[floors.length];
        for (int i = 0; i < floors.length; i++) {
            int x = floors[i], best = 0, run = 0;
            for (int k = 0; k < 32; k++) {
                if (((x >>> k) & 1) == 1) {
                    run++;
                    best = Math.max(best, run);
                } else {
                    run = 0;
                }
            }
            answer[i] = best;
        }
        return answer;
    }
}
