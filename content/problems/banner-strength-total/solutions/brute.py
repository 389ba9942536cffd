class Solution:
    def totalBannerStrength(self, posts: List[int]) -> int:
        n = len(posts)
        total = 0
        for l in range(n):
            for r in range(l, n):
                total += min(posts[l:r + 1]) * (r - l + 1)
        return total % (10**9 + 7)
