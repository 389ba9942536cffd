import itertools


class Solution:
    def minShippingCost(self, weights: List[int], fee: int) -> int:
        n = len(weights)
        best = None
        for cuts in itertools.product([False, True], repeat=n - 1):  # cut after parcel i?
            cost, load = 0, weights[0]
            for i, cut in enumerate(cuts):
                if cut:
                    cost += fee + load * load
                    load = 0
                load += weights[i + 1]
            cost += fee + load * load
            if best is None or cost < best:
                best = cost
        return best
