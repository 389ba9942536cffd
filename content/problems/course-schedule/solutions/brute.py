class Solution:
    def canFinish(self, numCourses: int, prerequisites: List[List[int]]) -> bool:
        # Simulate the semesters: repeatedly take any course whose prerequisites are all taken.
        taken = set()
        progress = True
        while progress:
            progress = False
            for c in range(numCourses):
                if c not in taken and all(b in taken for a, b in prerequisites if a == c):
                    taken.add(c)
                    progress = True
        return len(taken) == numCourses
