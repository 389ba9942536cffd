class Solution:
    def countPrefix(self, words: List[str], prefix: str) -> int:
        root = {"pass": 0}
        for w in words:
            node = root
            node["pass"] += 1
            for ch in w:
                node = node.setdefault(ch, {"pass": 0})
                node["pass"] += 1  # one more word passes through this prefix
        node = root
        for ch in prefix:
            if ch not in node:
                return 0
            node = node[ch]
        return node["pass"]
