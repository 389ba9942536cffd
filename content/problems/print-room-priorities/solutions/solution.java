class Solution {
    public int[] printOrder(int[] priorities) {
        int n = priorities.length;
        int[] count = new int[10];
        for (int p : priorities) count[p]++;
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        for (int i = 0; i < n; i++) queue.addLast(i);
        int top = 9, k = 0;
        int[] order = new int[n];
        while (!queue.isEmpty()) {
            while (count[top] == 0) top--;
            int i = queue.pollFirst();
            if (priorities[i] < top) {
                queue.addLast(i);
            } else {
                order[k++] = i;
                count[top]--;
            }
        }
        return order;
    }
}
