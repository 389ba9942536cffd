/**
 * Definition for a binary tree node.
 * struct TreeNode {
 *     int val;
 *     struct TreeNode *left;
 *     struct TreeNode *right;
 * };
 */
int maxDepth(struct TreeNode* root) {
    // Level by level, so a tree as deep as it is wide needs no deep recursion.
    if (root == NULL) return 0;
    int cap = 1024, n = 0, depth = 0;
    struct TreeNode** level = malloc(cap * sizeof *level);
    struct TreeNode** next = malloc(cap * sizeof *next);
    level[n++] = root;
    while (n > 0) {
        depth++;
        int m = 0;
        for (int i = 0; i < n; i++) {
            struct TreeNode* kids[2] = {level[i]->left, level[i]->right};
            for (int k = 0; k < 2; k++) {
                if (kids[k] == NULL) continue;
                if (m == cap) {
                    cap *= 2;
                    level = realloc(level, cap * sizeof *level);
                    next = realloc(next, cap * sizeof *next);
                }
                next[m++] = kids[k];
            }
        }
        struct TreeNode** t = level;
        level = next;
        next = t;
        n = m;
    }
    free(level);
    free(next);
    return depth;
}
