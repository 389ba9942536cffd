class Solution {
public:
    vector<int> countPrefixMatches(vector<string>& titles, vector<string>& prefixes) {
        vector<int> answer;
        for (auto& p : prefixes) {
            int count = 0;
            for (auto& t : titles) // every title for every prefix
                if (t.size() >= p.size() && t.compare(0, p.size(), p) == 0) count++;
            answer.push_back(count);
        }
        return answer;
    }
};
