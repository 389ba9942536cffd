class Solution {
public:
    vector<string> firstSuggestions(vector<string>& words, vector<string>& typed) {
        vector<string> answer;
        for (auto& p : typed) {
            const string* best = nullptr;
            for (auto& w : words) // the whole dictionary for every prefix
                if (w.size() >= p.size() && w.compare(0, p.size(), p) == 0 && (!best || w < *best)) best = &w;
            answer.push_back(best ? *best : "");
        }
        return answer;
    }
};
