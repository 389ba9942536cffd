class Solution:
    def maxTrainingGain(self, gains: List[int], k: int) -> int:
        n = len(gains)
        # Position p = i + 1 stands for day i; position 0 is the virtual rest day before day 0,
        # position n + 1 the virtual rest day after the last day.
        cost = [0] * (n + 2)
        window = collections.deque([0])
        for p in range(1, n + 2):
            while window[0] < p - k - 1:
                window.popleft()
            cost[p] = (gains[p - 1] if p <= n else 0) + cost[window[0]]
            while window and cost[window[-1]] >= cost[p]:
                window.pop()
            window.append(p)
        return sum(gains) - cost[n + 1]
