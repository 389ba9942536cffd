class Solution {
public:
    int gridPaths(int rows, int cols) {
        vector<int> ways(cols, 1); // the first row: one way to reach each cell
        for (int r = 1; r < rows; r++) {
            for (int c = 1; c < cols; c++) {
                ways[c] += ways[c - 1]; // from above plus from the left
            }
        }
        return ways[cols - 1];
    }
};
