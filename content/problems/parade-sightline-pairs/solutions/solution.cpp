class Solution {
public:
    long long countSightlines(vector<int>& heights) {
        vector<pair<int, long long>> stack; // (height, count), heights strictly decreasing
        stack.reserve(heights.size());
        long long total = 0;
        for (int h : heights) {
            while (!stack.empty() && stack.back().first < h) {
                total += stack.back().second;
                stack.pop_back();
            }
            if (!stack.empty() && stack.back().first == h) {
                long long count = stack.back().second;
                stack.pop_back();
                total += count;
                if (!stack.empty()) total += 1;
                stack.push_back({h, count + 1});
            } else {
                if (!stack.empty()) total += 1;
                stack.push_back({h, 1});
            }
        }
        return total;
    }
};
