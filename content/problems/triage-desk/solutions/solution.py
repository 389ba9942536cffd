class Solution:
    def treatmentOrder(self, patients: List[List[int]]) -> List[int]:
        n = len(patients)
        by_arrival = sorted(range(n), key=lambda i: patients[i][0])
        waiting = []  # (-severity, arrival, index)
        order = []
        clock = 0
        nxt = 0
        while len(order) < n:
            if not waiting and patients[by_arrival[nxt]][0] > clock:
                clock = patients[by_arrival[nxt]][0]
            while nxt < n and patients[by_arrival[nxt]][0] <= clock:
                i = by_arrival[nxt]
                heapq.heappush(waiting, (-patients[i][1], patients[i][0], i))
                nxt += 1
            _, _, i = heapq.heappop(waiting)
            order.append(i)
            clock += patients[i][2]
        return order
