public class Solution {
    public bool CanFinish(int numCourses, int[][] prerequisites) {
        // Kahn's algorithm: take courses with no unmet prerequisite; all are taken iff there is no cycle.
        var next = new List<int>[numCourses];
        for (int v = 0; v < numCourses; v++) next[v] = new List<int>();
        var indegree = new int[numCourses];
        foreach (var p in prerequisites) {
            next[p[1]].Add(p[0]);
            indegree[p[0]]++;
        }
        var queue = new Queue<int>();
        for (int v = 0; v < numCourses; v++)
            if (indegree[v] == 0) queue.Enqueue(v);
        int taken = 0;
        while (queue.Count > 0) {
            int v = queue.Dequeue();
            taken++;
            foreach (int w in next[v])
                if (--indegree[w] == 0) queue.Enqueue(w);
        }
        return taken == numCourses;
    }
}
