class Solution {
public:
    int countBits(int n) {
        int count = 0;
        while (n != 0) {
            n &= n - 1; // clear the lowest set bit
            count++;
        }
        return count;
    }
};
