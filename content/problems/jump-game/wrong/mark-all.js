var canJump = function(nums) {
    const n = nums.length;
    const reachable = new Array(n).fill(false);
    reachable[0] = true;
    for (let i = 0; i < n; i++) {
        if (!reachable[i]) continue;
        const last = Math.min(n - 1, i + nums[i]);
        for (let j = i + 1; j <= last; j++) reachable[j] = true;
    }
    return reachable[n - 1];
};
