class Solution {
    public int lastStanding(int n, int k) {
        Deque<Integer> queue = new ArrayDeque<>();
        for (int p = 1; p <= n; p++) queue.addLast(p);
        while (queue.size() > 1) {
            for (int i = 1; i < k; i++) queue.addLast(queue.pollFirst()); // front player goes to the back
            queue.pollFirst(); // the k-th player leaves
        }
        return queue.peekFirst();
    }
}
