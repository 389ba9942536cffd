class Solution:
    def printOrder(self, priorities: List[int]) -> List[int]:
        queue = list(range(len(priorities)))
        order = []
        while queue:
            i = queue.pop(0)
            if any(priorities[j] > priorities[i] for j in queue):
                queue.append(i)
            else:
                order.append(i)
        return order
