class Solution:
    def topLevelFolders(self, selected: List[str]) -> List[str]:
        # Trie of folder names: kids[v] maps a name to a child node; path[v] is the ticked path
        # ending at node v, if any.
        kids = [{}]
        path = [None]
        for p in selected:
            v = 0
            for name in p[1:].split('/'):
                nxt = kids[v].get(name)
                if nxt is None:
                    nxt = len(kids)
                    kids[v][name] = nxt
                    kids.append({})
                    path.append(None)
                v = nxt
            path[v] = p
        out = []
        stack = [0]
        while stack:
            v = stack.pop()
            if path[v] is not None:
                out.append(path[v])  # everything below is inside this folder
            else:
                stack.extend(kids[v].values())
        return out
