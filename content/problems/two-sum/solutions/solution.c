/**
 * Note: The returned array must be malloced, assume caller calls free().
 */
int* twoSum(int* nums, int numsSize, int target, int* returnSize) {
    // Open addressing: value -> index of an earlier occurrence (-1 marks an empty slot).
    int cap = 1;
    while (cap < 2 * numsSize) cap <<= 1;
    int* keys = malloc(cap * sizeof(int));
    int* idx = malloc(cap * sizeof(int));
    for (int i = 0; i < cap; i++) idx[i] = -1;
    int* answer = malloc(2 * sizeof(int));
    *returnSize = 0;
    for (int i = 0; i < numsSize; i++) {
        long long want = (long long)target - nums[i];
        if (want >= INT_MIN && want <= INT_MAX) {
            unsigned h = ((unsigned)want * 2654435761u) & (unsigned)(cap - 1);
            while (idx[h] != -1 && keys[h] != (int)want) h = (h + 1) & (unsigned)(cap - 1);
            if (idx[h] != -1) {
                answer[0] = idx[h];
                answer[1] = i;
                *returnSize = 2;
                break;
            }
        }
        unsigned h = ((unsigned)nums[i] * 2654435761u) & (unsigned)(cap - 1);
        while (idx[h] != -1 && keys[h] != nums[i]) h = (h + 1) & (unsigned)(cap - 1);
        if (idx[h] == -1) {
            keys[h] = nums[i];
            idx[h] = i;
        }
    }
    free(keys);
    free(idx);
    return answer;
}
