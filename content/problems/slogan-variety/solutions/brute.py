class Solution:
    def distinctSnippets(self, banner: str) -> int:
        n = len(banner)
        return len({banner[i:j] for i in range(n) for j in range(i + 1, n + 1)})
