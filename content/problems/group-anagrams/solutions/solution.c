/**
 * Return an array of arrays of size *returnSize.
 * The sizes of the arrays are returned as *returnColumnSizes array.
 * Note: Both returned array and *columnSizes array must be malloced, assume caller calls free().
 */
static char** keys;  // each word's letters in order: anagrams share a key

static int byKey(const void* a, const void* b) {
    int x = *(const int*)a, y = *(const int*)b;
    int c = strcmp(keys[x], keys[y]);
    return c != 0 ? c : (x > y) - (x < y);
}

char*** groupAnagrams(char** strs, int strsSize, int* returnSize, int** returnColumnSizes) {
    // Counting sort of each word's letters gives its key; words sorted by key are grouped.
    keys = malloc((strsSize + 1) * sizeof(char*));
    int* order = malloc((strsSize + 1) * sizeof(int));
    for (int i = 0; i < strsSize; i++) {
        int counts[26] = {0};
        size_t n = strlen(strs[i]);
        for (size_t j = 0; j < n; j++) counts[strs[i][j] - 'a']++;
        keys[i] = malloc(n + 1);
        size_t k = 0;
        for (int c = 0; c < 26; c++)
            while (counts[c]-- > 0) keys[i][k++] = (char)('a' + c);
        keys[i][k] = 0;
        order[i] = i;
    }
    qsort(order, strsSize, sizeof(int), byKey);
    char*** groups = malloc((strsSize + 1) * sizeof(char**));
    *returnColumnSizes = malloc((strsSize + 1) * sizeof(int));
    int count = 0;
    for (int i = 0; i < strsSize;) {
        int j = i;
        while (j < strsSize && strcmp(keys[order[j]], keys[order[i]]) == 0) j++;
        groups[count] = malloc((j - i) * sizeof(char*));
        for (int k = i; k < j; k++) groups[count][k - i] = strs[order[k]];
        (*returnColumnSizes)[count++] = j - i;
        i = j;
    }
    for (int i = 0; i < strsSize; i++) free(keys[i]);
    free(keys);
    free(order);
    *returnSize = count;
    return groups;
}
