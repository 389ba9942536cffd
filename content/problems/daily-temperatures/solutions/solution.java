class Solution {
    public int[] dailyTemperatures(int[] temperatures) {
        int n = temperatures.length;
        int[] answer = new int[n];
        int[] waiting = new int[n]; // a stack of indices of days without a warmer day yet
        int top = 0;
        for (int i = 0; i < n; i++) {
            while (top > 0 && temperatures[waiting[top - 1]] < temperatures[i]) {
                int j = waiting[--top];
                answer[j] = i - j;
            }
            waiting[top++] = i;
        }
        return answer;
    }
}
