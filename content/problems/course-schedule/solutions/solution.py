class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        dependants = [[] for _ in range(numCourses)]
        pending = [0] * numCourses  # number of prerequisites not yet taken
        for course, before in prerequisites:
            dependants[before].append(course)
            pending[course] += 1
        ready = collections.deque(c for c in range(numCourses) if pending[c] == 0)
        taken = 0
        while ready:
            c = ready.popleft()
            taken += 1
            for d in dependants[c]:
                pending[d] -= 1
                if pending[d] == 0:
                    ready.append(d)
        return taken == numCourses
