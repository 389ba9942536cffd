class Solution {
public:
    vector<string> allChants(string syllables, int n) {
        sort(syllables.begin(), syllables.end());
        vector<string> chants;
        string chant;
        extend(syllables, n, chant, chants);
        return chants;
    }

private:
    void extend(const string& letters, int n, string& chant, vector<string>& chants) {
        if ((int)chant.size() == n) {
            chants.push_back(chant);
            return;
        }
        for (char c : letters) {
            if (chant.empty() || chant.back() != c) {
                chant.push_back(c);
                extend(letters, n, chant, chants);
                chant.pop_back();
            }
        }
    }
};
