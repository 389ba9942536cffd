class Solution {
public:
    vector<int> stagesReached(vector<int>& rations, vector<long long>& packs) {
        vector<long long> prefix;
        prefix.reserve(rations.size());
        long long sum = 0;
        for (int r : rations) prefix.push_back(sum += r);
        vector<int> answer;
        answer.reserve(packs.size());
        for (long long p : packs) answer.push_back(upper_bound(prefix.begin(), prefix.end(), p) - prefix.begin());
        return answer;
    }
};
