class Solution:
    def validate(self, requests: List[int]) -> str:
        if not 1 <= len(requests) <= 10**5:
            return f"requests has {len(requests)} elements: the problem needs 1 <= requests.length <= 10^5"
        for i, s in enumerate(requests):
            if not 1 <= s <= 2**31 - 1:
                return f"requests[{i}] = {s}: the problem needs 1 <= requests[i] <= 2^31 - 1"
        return ""
