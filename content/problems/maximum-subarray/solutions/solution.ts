function maxSubArray(nums: number[]): number {
    let cur = nums[0];
    let best = nums[0];
    for (let i = 1; i < nums.length; i++) {
        cur = Math.max(nums[i], cur + nums[i]);
        if (cur > best) best = cur;
    }
    return best;
};
