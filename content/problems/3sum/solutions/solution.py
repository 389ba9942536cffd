class Solution:
    def threeSum(self, nums: List[int]) -> List[List[int]]:
        # Hash lookups over the distinct values: for each smallest value a and middle value b,
        # the third value c = -a - b is looked up in the counts. Each triplet a <= b <= c is
        # produced once because a and b run over distinct values in increasing order.
        counts = collections.Counter(nums)
        values = sorted(counts)
        answer = []
        end = len(values)
        for i, a in enumerate(values):
            if a > 0:
                break  # three positives cannot sum to 0
            # b runs over a <= b <= c = -a - b, that is a <= b <= (-a) // 2; as a grows, that
            # bound only falls, so `end` (one past the last allowed b) only moves left
            while end > 0 and values[end - 1] > (-a) // 2:
                end -= 1
            # c for every candidate b, kept when present; map/filter keep this loop in C
            for c in filter(counts.__contains__, map((-a).__sub__, values[i:end])):
                b = -a - c
                if a == b == c:
                    enough = counts[a] >= 3
                elif a == b:
                    enough = counts[a] >= 2
                elif b == c:
                    enough = counts[b] >= 2
                else:
                    enough = True
                if enough:
                    answer.append([a, b, c])
        return answer
