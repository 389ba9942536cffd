func canFinish(numCourses int, prerequisites [][]int) bool {
    // Kahn's algorithm: every course is taken once nothing it needs is left.
    indegree := make([]int, numCourses)
    next := make([][]int, numCourses)
    for _, p := range prerequisites {
        next[p[1]] = append(next[p[1]], p[0])
        indegree[p[0]]++
    }
    queue := []int{}
    for c := 0; c < numCourses; c++ {
        if indegree[c] == 0 {
            queue = append(queue, c)
        }
    }
    taken := 0
    for len(queue) > 0 {
        c := queue[0]
        queue = queue[1:]
        taken++
        for _, d := range next[c] {
            indegree[d]--
            if indegree[d] == 0 {
                queue = append(queue, d)
            }
        }
    }
    return taken == numCourses
}
