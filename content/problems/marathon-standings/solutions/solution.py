class Solution:
    def standings(self, times: List[int]) -> List[int]:
        order = sorted(range(len(times)), key=times.__getitem__)
        places = [0] * len(times)
        for p, i in enumerate(order, 1):
            if p > 1 and times[i] == times[order[p - 2]]:
                places[i] = places[order[p - 2]]
            else:
                places[i] = p
        return places
