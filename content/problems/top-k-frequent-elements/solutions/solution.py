class Solution:
    def topKFrequent(self, nums: List[int], k: int) -> List[int]:
        counts = collections.Counter(nums)
        buckets = [[] for _ in range(len(nums) + 1)]
        for value, count in counts.items():
            buckets[count].append(value)
        answer = []
        for count in range(len(nums), 0, -1):
            for value in buckets[count]:
                answer.append(value)
            if len(answer) >= k:
                break
        return answer[:k]
