func twoSum(nums []int, target int) []int {
    // Value -> index of an earlier occurrence: the complement is looked up before adding.
    seen := make(map[int]int, len(nums))
    for i, x := range nums {
        if j, ok := seen[target-x]; ok {
            return []int{j, i}
        }
        seen[x] = i
    }
    return []int{}
}
