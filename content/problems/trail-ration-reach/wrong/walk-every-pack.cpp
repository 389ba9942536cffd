class Solution {
public:
    vector<int> stagesReached(vector<int>& rations, vector<long long>& packs) {
        vector<int> answer;
        for (long long p : packs) {
            int done = 0;
            for (int r : rations) { // the whole trail again for every hiker
                if (r > p) break;
                p -= r;
                done++;
            }
            answer.push_back(done);
        }
        return answer;
    }
};
