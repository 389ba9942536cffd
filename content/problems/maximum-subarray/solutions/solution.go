func maxSubArray(nums []int) int {
    // Kadane: the best sum ending here either extends the one before or starts afresh.
    best, cur := nums[0], 0
    for _, x := range nums {
        if cur < 0 {
            cur = 0
        }
        cur += x
        if cur > best {
            best = cur
        }
    }
    return best
}
