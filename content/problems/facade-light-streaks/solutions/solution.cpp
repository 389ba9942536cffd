class Solution {
public:
    vector<int> longestLitStreaks(vector<int>& floors) {
        vector<int> answer;
        answer.reserve(floors.size());
        for (int x : floors) {
            unsigned int bits = (unsigned int)x;
            int best = 0, run = 0;
            for (int k = 0; k < 32; k++) {
                if ((bits >> k) & 1u) {
                    run++;
                    best = max(best, run);
                } else {
                    run = 0;
                }
            }
            answer.push_back(best);
        }
        return answer;
    }
};
