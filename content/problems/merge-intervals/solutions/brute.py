class Solution:
    def merge(self, intervals: List[List[int]]) -> List[List[int]]:
        # The definition: keep merging any two overlapping intervals until no two overlap.
        out = [list(iv) for iv in intervals]
        merged = True
        while merged:
            merged = False
            for i in range(len(out)):
                for j in range(i + 1, len(out)):
                    a, b = out[i], out[j]
                    if a[0] <= b[1] and b[0] <= a[1]:
                        out[i] = [min(a[0], b[0]), max(a[1], b[1])]
                        del out[j]
                        merged = True
                        break
                if merged:
                    break
        return out
