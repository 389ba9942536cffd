function twoSum(nums: number[], target: number): number[] {
    const seen = new Map<number, number>(); // value -> index of an earlier occurrence
    for (let i = 0; i < nums.length; i++) {
        const j = seen.get(target - nums[i]);
        if (j !== undefined) return [j, i];
        seen.set(nums[i], i);
    }
    return [];
};
