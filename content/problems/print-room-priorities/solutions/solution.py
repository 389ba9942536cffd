class Solution:
    def printOrder(self, priorities: List[int]) -> List[int]:
        count = [0] * 10
        for p in priorities:
            count[p] += 1
        queue = collections.deque(range(len(priorities)))
        top = 9
        order = []
        while queue:
            while count[top] == 0:
                top -= 1
            i = queue.popleft()
            if priorities[i] < top:
                queue.append(i)
            else:
                order.append(i)
                count[top] -= 1
        return order
