class Solution:
    def topLevelFolders(self, selected: List[str]) -> List[str]:
        # By the definition: q is inside p when p + "/" is the beginning of q.
        distinct = sorted(set(selected))
        return [q for q in distinct if not any(q.startswith(p + '/') for p in distinct)]
