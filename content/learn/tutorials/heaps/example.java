class Solution {
    public int sumSmallest(int[] nums, int k) {
        PriorityQueue<Integer> heap = new PriorityQueue<>(); // a min-heap
        for (int x : nums) heap.add(x);
        int sum = 0;
        for (int i = 0; i < k; i++) sum += heap.poll();
        return sum;
    }
}
