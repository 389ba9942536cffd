class Solution {
public:
    int countTilings(int n) {
        cols = n;
        filled.assign(3, vector<char>(n, 0));
        return (int)(place() % 1000000007LL);
    }

private:
    int cols = 0;
    vector<vector<char>> filled;

    long long place() {  // counts every tiling one by one
        for (int c = 0; c < cols; c++)
            for (int r = 0; r < 3; r++)
                if (!filled[r][c]) {
                    long long ways = 0;
                    if (r + 1 < 3 && !filled[r + 1][c]) {
                        filled[r][c] = filled[r + 1][c] = 1;
                        ways += place();
                        filled[r][c] = filled[r + 1][c] = 0;
                    }
                    if (c + 1 < cols && !filled[r][c + 1]) {
                        filled[r][c] = filled[r][c + 1] = 1;
                        ways += place();
                        filled[r][c] = filled[r][c + 1] = 0;
                    }
                    return ways % 1000000007LL;
                }
        return 1;
    }
};
