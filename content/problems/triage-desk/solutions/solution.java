class Solution {
    public int[] treatmentOrder(int[][] patients) {
        int n = patients.length;
        Integer[] byArrival = new Integer[n];
        for (int i = 0; i < n; i++) byArrival[i] = i;
        Arrays.sort(byArrival, (a, b) -> Integer.compare(patients[a][0], patients[b][0]));
        PriorityQueue<Integer> waiting = new PriorityQueue<>((a, b) -> {
            if (patients[a][1] != patients[b][1]) return Integer.compare(patients[b][1], patients[a][1]);
            if (patients[a][0] != patients[b][0]) return Integer.compare(patients[a][0], patients[b][0]);
            return Integer.compare(a, b);
        });
        int[] order = new int[n];
        long clock = 0;
        int next = 0;
        for (int k = 0; k < n; k++) {
            if (waiting.isEmpty() && patients[byArrival[next]][0] > clock) clock = patients[byArrival[next]][0];
            while (next < n && patients[byArrival[next]][0] <= clock) waiting.add(byArrival[next++]);
            int i = waiting.poll();
            order[k] = i;
            clock += patients[i][2];
        }
        return order;
    }
}
