class Solution:
    def badgePrefixes(self, handles: List[str]) -> List[str]:
        order = sorted(range(len(handles)), key=handles.__getitem__)
        badge = {}
        for pos, i in enumerate(order):
            h = handles[i]
            shared = 0
            if pos + 1 < len(order):  # bug: the previous handle in sorted order is ignored
                g = handles[order[pos + 1]]
                while shared < min(len(h), len(g)) and h[shared] == g[shared]:
                    shared += 1
            badge[i] = h[:min(len(h), shared + 1)]
        return [badge[i] for i in range(len(handles))]
