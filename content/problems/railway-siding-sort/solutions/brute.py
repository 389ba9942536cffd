from functools import lru_cache


class Solution:
    def carsDelivered(self, arrivals: List[int]) -> int:
        n = len(arrivals)

        @lru_cache(maxsize=None)
        def best(i: int, siding: tuple, delivered: int) -> int:
            # state: next arriving index, siding contents (bottom..top), cars delivered so far
            result = delivered
            if siding and siding[-1] == delivered + 1:  # pull the top out to the exit
                result = max(result, best(i, siding[:-1], delivered + 1))
            if i < n:
                if arrivals[i] == delivered + 1:  # straight to the exit
                    result = max(result, best(i + 1, siding, delivered + 1))
                result = max(result, best(i + 1, siding + (arrivals[i],), delivered))  # into the siding
            return result

        return best(0, (), 0)
