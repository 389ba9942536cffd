class Solution:
    def validate(self, posts: List[int]) -> str:
        if not 1 <= len(posts) <= 2 * 10**5:
            return f"posts has {len(posts)} elements: the problem needs 1 <= posts.length <= 2 * 10^5"
        for i, p in enumerate(posts):
            if not 1 <= p <= 10**9:
                return f"posts[{i}] = {p}: the problem needs 1 <= posts[i] <= 10^9"
        return ""
