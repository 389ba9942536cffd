# @param {Integer[]} nums
# @param {Integer} target
# @return {Integer[]}
def two_sum(nums, target)
    seen = {} # value -> index of an earlier occurrence
    nums.each_with_index do |value, i|
        j = seen[target - value]
        return [j, i] unless j.nil?
        seen[value] = i
    end
    []
end
