/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static int byStart(const void* a, const void* b) {
    int x = (*(int* const*)a)[0], y = (*(int* const*)b)[0];
    return (x > y) - (x < y);
}

int** merge(int** intervals, int intervalsSize, int* intervalsColSize, int* returnSize, int** returnColumnSizes) {
    // Sorted by start, each interval either extends the last merged one or starts a new one.
    qsort(intervals, intervalsSize, sizeof(int*), byStart);
    int** out = malloc(intervalsSize * sizeof(int*));
    int count = 0;
    for (int i = 0; i < intervalsSize; i++) {
        if (count > 0 && intervals[i][0] <= out[count - 1][1]) {
            if (intervals[i][1] > out[count - 1][1]) out[count - 1][1] = intervals[i][1];
        } else {
            out[count] = malloc(2 * sizeof(int));
            out[count][0] = intervals[i][0];
            out[count][1] = intervals[i][1];
            count++;
        }
    }
    *returnSize = count;
    *returnColumnSizes = malloc((count + 1) * sizeof(int));
    for (int k = 0; k < count; k++) (*returnColumnSizes)[k] = 2;
    return out;
}
