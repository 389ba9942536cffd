class Solution:
    def treatmentOrder(self, patients: List[List[int]]) -> List[int]:
        left = set(range(len(patients)))
        clock = 0
        order = []
        while left:
            ready = [i for i in left if patients[i][0] <= clock]
            if not ready:
                clock = min(patients[i][0] for i in left)
                continue
            best = min(ready, key=lambda i: (-patients[i][1], patients[i][0], i))
            order.append(best)
            left.remove(best)
            clock += patients[best][2]
        return order
