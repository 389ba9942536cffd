class Solution:
    def carsDelivered(self, arrivals: List[int]) -> int:
        siding = []
        nxt = 1
        for car in arrivals:
            siding.append(car)
            if siding[-1] == nxt:  # bug: only one car leaves per arrival
                siding.pop()
                nxt += 1
        while siding and siding[-1] == nxt:
            siding.pop()
            nxt += 1
        return nxt - 1
