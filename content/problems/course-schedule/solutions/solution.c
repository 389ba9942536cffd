bool canFinish(int numCourses, int** prerequisites, int prerequisitesSize, int* prerequisitesColSize) {
    // Kahn's algorithm: take courses with no unmet prerequisite; all are taken iff there is no cycle.
    int* indegree = calloc(numCourses, sizeof(int));
    int* start = calloc(numCourses + 1, sizeof(int));  // edges b -> a grouped by b (counting sort)
    int* edges = malloc((prerequisitesSize + 1) * sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) {
        start[prerequisites[i][1] + 1]++;
        indegree[prerequisites[i][0]]++;
    }
    for (int v = 0; v < numCourses; v++) start[v + 1] += start[v];
    int* fill = malloc((numCourses + 1) * sizeof(int));
    memcpy(fill, start, (numCourses + 1) * sizeof(int));
    for (int i = 0; i < prerequisitesSize; i++) edges[fill[prerequisites[i][1]]++] = prerequisites[i][0];
    int* queue = malloc((numCourses + 1) * sizeof(int));
    int head = 0, tail = 0;
    for (int v = 0; v < numCourses; v++)
        if (indegree[v] == 0) queue[tail++] = v;
    while (head < tail) {
        int v = queue[head++];
        for (int e = start[v]; e < start[v + 1]; e++)
            if (--indegree[edges[e]] == 0) queue[tail++] = edges[e];
    }
    free(indegree);
    free(start);
    free(edges);
    free(fill);
    free(queue);
    return tail == numCourses;
}
