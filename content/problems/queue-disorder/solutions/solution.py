class Solution:
    def disorderPairs(self, heights: List[int]) -> int:
        a = list(heights)
        n = len(a)
        buf = [0] * n
        count = 0
        width = 1
        while width < n:  # bottom-up merge sort
            for lo in range(0, n - width, 2 * width):
                mid = lo + width
                hi = min(lo + 2 * width, n)
                i, j, k = lo, mid, lo
                while i < mid and j < hi:
                    if a[i] <= a[j]:
                        buf[k] = a[i]
                        i += 1
                    else:
                        buf[k] = a[j]
                        count += mid - i  # a[i..mid-1] are all taller than a[j]
                        j += 1
                    k += 1
                buf[k:k + mid - i] = a[i:mid]
                k += mid - i
                buf[k:k + hi - j] = a[j:hi]
                a[lo:hi] = buf[lo:hi]
            width *= 2
        return count
