class Solution:
    def peakCrowd(self, groups: List[List[int]]) -> List[int]:
        times = sorted({g[0] for g in groups})  # the crowd only grows when a group arrives
        best, when = -1, -1
        for t in times:
            crowd = sum(size for arrive, leave, size in groups if arrive <= t <= leave)
            if crowd > best:
                best, when = crowd, t
        return [best, when]
