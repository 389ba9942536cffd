class Solution:
    def validate(self, numCourses: int, prerequisites: List[List[int]]) -> str:
        if not 1 <= numCourses <= 2000:
            return f"numCourses = {numCourses}: the problem needs 1 <= numCourses <= 2000"
        if not 0 <= len(prerequisites) <= 5000:
            return f"prerequisites has {len(prerequisites)} pairs: the problem needs 0 <= prerequisites.length <= 5000"
        seen = set()
        for i, p in enumerate(prerequisites):
            if len(p) != 2:
                return f"prerequisites[{i}] has {len(p)} values: the problem needs prerequisites[i].length == 2"
            a, b = p
            if not (0 <= a < numCourses and 0 <= b < numCourses):
                return f"prerequisites[{i}] = [{a}, {b}]: the problem needs 0 <= a_i, b_i < numCourses"
            if (a, b) in seen:
                return f"prerequisites[{i}] = [{a}, {b}] appears twice: all the pairs prerequisites[i] must be distinct"
            seen.add((a, b))
        return ""
