class Solution:
    def printOrder(self, priorities: List[int]) -> List[int]:
        # bug: equal priorities are not printed in index order once the queue has rotated
        return sorted(range(len(priorities)), key=lambda i: (-priorities[i], i))
