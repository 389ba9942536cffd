class Solution:
    def lastStanding(self, n: int, k: int) -> int:
        queue = collections.deque(range(1, n + 1))
        while len(queue) > 1:
            queue.rotate(-(k - 1))  # k-1 players move from the front to the back
            queue.popleft()  # the k-th player leaves
        return queue[0]
