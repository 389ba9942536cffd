int maxSubArray(int* nums, int numsSize) {
    // Kadane: the best sum ending here either extends the best ending before or starts anew.
    int best = nums[0], here = nums[0];
    for (int i = 1; i < numsSize; i++) {
        here = here > 0 ? here + nums[i] : nums[i];
        if (here > best) best = here;
    }
    return best;
}
