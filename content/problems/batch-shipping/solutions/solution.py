class Solution:
    def minShippingCost(self, weights: List[int], fee: int) -> int:
        n = len(weights)
        prefix = [0] * (n + 1)
        for i, w in enumerate(weights):
            prefix[i + 1] = prefix[i] + w
        best = [0] * (n + 1)
        # lines y = m * x + b, slopes decreasing; stored in two parallel lists used as a deque
        ms, bs = [0], [0]  # line of j = 0: m = 0, b = 0
        head = 0
        for i in range(1, n + 1):
            x = prefix[i]
            while head + 1 < len(ms) and ms[head + 1] * x + bs[head + 1] <= ms[head] * x + bs[head]:
                head += 1
            best[i] = x * x + fee + ms[head] * x + bs[head]
            m3, b3 = -2 * x, best[i] + x * x
            while len(ms) - head >= 2:
                m1, b1, m2, b2 = ms[-2], bs[-2], ms[-1], bs[-1]
                if (b3 - b1) * (m1 - m2) <= (b2 - b1) * (m1 - m3):
                    ms.pop()
                    bs.pop()
                else:
                    break
            ms.append(m3)
            bs.append(b3)
        return best[n]
