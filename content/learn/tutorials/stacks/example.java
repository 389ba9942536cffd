class Solution {
    public int[] nextGreater(int[] nums) {
        int[] answer = new int[nums.length];
        Arrays.fill(answer, -1);
        Deque<Integer> waiting = new ArrayDeque<>(); // indices, values decreasing from bottom to top
        for (int i = 0; i < nums.length; i++) {
            while (!waiting.isEmpty() && nums[waiting.peek()] < nums[i]) {
                answer[waiting.pop()] = nums[i];
            }
            waiting.push(i);
        }
        return answer;
    }
}
