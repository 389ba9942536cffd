class Solution:
    def finishOrder(self, cookTimes: List[int], slice: int) -> List[int]:
        queue = collections.deque((i, t) for i, t in enumerate(cookTimes))
        served = []
        while queue:
            i, left = queue.popleft()
            if left <= slice:
                served.append(i)
            else:
                queue.append((i, left - slice))
        return served
