# @param {Integer[]} nums
# @param {Integer} target
# @return {Integer}
def search(nums, target)
    lo = 0
    hi = nums.length - 1
    while lo <= hi
        mid = (lo + hi) / 2
        return mid if nums[mid] == target
        if nums[mid] < target
            lo = mid + 1
        else
            hi = mid - 1
        end
    end
    -1
end
