class Solution {
    public boolean canFinish(int numCourses, int[][] prerequisites) {
        List<List<Integer>> dependants = new ArrayList<>();
        for (int i = 0; i < numCourses; i++) dependants.add(new ArrayList<>());
        int[] pending = new int[numCourses]; // prerequisites not yet taken
        for (int[] p : prerequisites) {
            dependants.get(p[1]).add(p[0]);
            pending[p[0]]++;
        }
        int[] queue = new int[numCourses];
        int head = 0, tail = 0;
        for (int c = 0; c < numCourses; c++) {
            if (pending[c] == 0) queue[tail++] = c;
        }
        while (head < tail) {
            int c = queue[head++];
            for (int d : dependants.get(c)) {
                if (--pending[d] == 0) queue[tail++] = d;
            }
        }
        return tail == numCourses;
    }
}
