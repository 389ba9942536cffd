class Solution:
    def countEvenWearPairs(self, teeth: List[int]) -> int:
        n = len(teeth)
        return sum(1 for i in range(n) for j in range(i + 1, n) if math.gcd(teeth[i], teeth[j]) == 1)
