class Solution:
    def badgePrefixes(self, handles: List[str]) -> List[str]:
        badges = []
        for i, h in enumerate(handles):
            others = [g for j, g in enumerate(handles) if j != i]
            for length in range(1, len(h) + 1):
                if not any(g.startswith(h[:length]) for g in others):
                    badges.append(h[:length])
                    break
            else:
                badges.append(h)
        return badges
