class Solution {
public:
    int alignSteps(string current, string target) {
        int n = current.size();
        for (int k = 0; k < n; k++) {
            int i = 0;
            while (i < n && current[(k + i) % n] == target[i]) i++;
            if (i == n) return k;
        }
        return -1;
    }
};
