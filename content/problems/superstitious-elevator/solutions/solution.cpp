class Solution {
public:
    long long realFloor(long long label) {
        long long floor = 0;
        for (char ch : to_string(label)) {
            int d = ch - '0';
            floor = floor * 9 + (d > 4 ? d - 1 : d);
        }
        return floor;
    }
};
