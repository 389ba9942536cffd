class Solution:
    def minTuningCost(self, pitches: List[int], k: int) -> int:
        n = len(pitches)
        shift = 17  # key = pitch * 2^17 + index keeps equal pitches distinct
        mask = (1 << shift) - 1
        low, high = [], []  # low is a max-heap of -key, high a min-heap of key
        in_low = bytearray(n)
        gone = bytearray(n)
        size = [0, 0]  # live entries in low, high
        total = [0, 0]  # sum of live pitches in low, high
        push, pop = heapq.heappush, heapq.heappop

        def prune():
            while low and gone[(-low[0]) & mask]:
                pop(low)
            while high and gone[high[0] & mask]:
                pop(high)

        def rebalance():
            prune()
            while size[0] > size[1] + 1:
                key = -pop(low)
                i = key & mask
                in_low[i] = 0
                push(high, key)
                size[0] -= 1; size[1] += 1
                total[0] -= pitches[i]; total[1] += pitches[i]
                prune()
            while size[0] < size[1]:
                key = pop(high)
                i = key & mask
                in_low[i] = 1
                push(low, -key)
                size[1] -= 1; size[0] += 1
                total[1] -= pitches[i]; total[0] += pitches[i]
                prune()

        def add(i):
            key = (pitches[i] << shift) | i
            if low and key < -low[0]:
                push(low, -key)
                in_low[i] = 1
                size[0] += 1; total[0] += pitches[i]
            else:
                push(high, key)
                size[1] += 1; total[1] += pitches[i]
            rebalance()

        def remove(i):
            gone[i] = 1
            side = 0 if in_low[i] else 1
            size[side] -= 1
            total[side] -= pitches[i]
            rebalance()

        best = None
        for i in range(n):
            add(i)
            if i >= k:
                remove(i - k)
            if i >= k - 1:
                med = (-low[0]) >> shift
                cost = med * size[0] - total[0] + total[1] - med * size[1]
                if best is None or cost < best:
                    best = cost
        return best
