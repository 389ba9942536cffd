class Solution:
    def totalBannerStrength(self, posts: List[int]) -> int:
        MOD = 10**9 + 7
        n = len(posts)
        left = [0] * n  # number of choices for the left end
        stack = []
        for i, h in enumerate(posts):
            while stack and posts[stack[-1]] > h:  # previous post <= h stops the left end
                stack.pop()
            left[i] = i - (stack[-1] if stack else -1)
            stack.append(i)
        total = 0
        stack = []
        for i in range(n - 1, -1, -1):
            h = posts[i]
            while stack and posts[stack[-1]] >= h:  # next post < h stops the right end
                stack.pop()
            r = (stack[-1] if stack else n) - i
            l = left[i]
            total = (total + h * (l * r * (l + r) // 2)) % MOD
            stack.append(i)
        return total
