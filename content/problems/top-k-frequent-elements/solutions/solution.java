class Solution {
    public int[] topKFrequent(int[] nums, int k) {
        Map<Integer, Integer> counts = new HashMap<>();
        for (int value : nums) counts.merge(value, 1, Integer::sum);
        // bucket[c] holds the values that occur c times; only non-empty buckets are allocated
        @SuppressWarnings("unchecked")
        List<Integer>[] buckets = new List[nums.length + 1];
        for (Map.Entry<Integer, Integer> e : counts.entrySet()) {
            int c = e.getValue();
            if (buckets[c] == null) buckets[c] = new ArrayList<>();
            buckets[c].add(e.getKey());
        }
        int[] answer = new int[k];
        int size = 0;
        for (int count = nums.length; count > 0 && size < k; count--) {
            if (buckets[count] == null) continue;
            for (int value : buckets[count]) {
                if (size < k) answer[size++] = value;
            }
        }
        return answer;
    }
}
