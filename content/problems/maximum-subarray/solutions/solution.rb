# @param {Integer[]} nums
# @return {Integer}
def max_sub_array(nums)
    cur = best = nums[0]
    i = 1
    n = nums.length
    while i < n
        x = nums[i]
        cur = cur < 0 ? x : cur + x
        best = cur if cur > best
        i += 1
    end
    best
end
