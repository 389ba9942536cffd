class Solution:
    def validate(self, requests: List[int]) -> str:
        if not 1 <= len(requests) <= 10**5:
            return f"requests has {len(requests)} elements: the problem needs 1 <= requests.length <= 10^5"
        for i, r in enumerate(requests):
            if not 0 <= r <= 10**9:
                return f"requests[{i}] = {r}: the problem needs 0 <= requests[i] <= 10^9"
        return ""
