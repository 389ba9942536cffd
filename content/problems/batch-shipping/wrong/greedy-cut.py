class Solution:
    def minShippingCost(self, weights: List[int], fee: int) -> int:
        # bug: decides each cut locally, without looking at the parcels still to come
        total, load = 0, 0
        for w in weights:
            if load > 0 and (load + w) ** 2 - load ** 2 > fee + w * w:
                total += fee + load * load
                load = 0
            load += w
        return total + fee + load * load
