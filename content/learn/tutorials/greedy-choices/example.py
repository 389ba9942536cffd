class Solution:
    def maxMeetings(self, meetings: List[List[int]]) -> int:
        count, free_at = 0, float("-inf")
        for start, end in sorted(meetings, key=lambda m: m[1]):
            if start >= free_at:
                count += 1
                free_at = end
        return count
