/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int ascending(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    return (x > y) - (x < y);
}

int** threeSum(int* nums, int numsSize, int* returnSize, int** returnColumnSizes) {
    // Sorted, each first value a (skipping repeats) and two pointers for the pair summing to -a.
    qsort(nums, numsSize, sizeof(int), ascending);
    int cap = 16, count = 0;
    int** out = malloc(cap * sizeof(int*));
    for (int i = 0; i < numsSize - 2 && nums[i] <= 0; i++) {
        if (i > 0 && nums[i] == nums[i - 1]) continue;
        int lo = i + 1, hi = numsSize - 1;
        while (lo < hi) {
            int sum = nums[i] + nums[lo] + nums[hi];
            if (sum < 0) {
                lo++;
            } else if (sum > 0) {
                hi--;
            } else {
                if (count == cap) {
                    cap *= 2;
                    out = realloc(out, cap * sizeof(int*));
                }
                int* triple = malloc(3 * sizeof(int));
                triple[0] = nums[i];
                triple[1] = nums[lo];
                triple[2] = nums[hi];
                out[count++] = triple;
                while (lo < hi && nums[lo] == triple[1]) lo++;
                while (lo < hi && nums[hi] == triple[2]) hi--;
            }
        }
    }
    *returnSize = count;
    *returnColumnSizes = malloc((count + 1) * sizeof(int));
    for (int k = 0; k < count; k++) (*returnColumnSizes)[k] = 3;
    return out;
}
