class Solution {
public:
    vector<vector<int>> balancedSplits(vector<int>& skills) {
        n = skills.size();
        size = n / 2;
        long long total = 0;
        for (int s : skills) total += s;
        found.clear();
        if (total % 2) return found;
        half = total / 2;
        team = {0};
        choose(skills, 1, skills[0]);
        return found;
    }

private:
    int n = 0, size = 0;
    long long half = 0;
    vector<int> team;
    vector<vector<int>> found;

    void choose(const vector<int>& skills, int i, long long acc) {
        if ((int)team.size() == size) {
            if (acc == half) found.push_back(team);
            return;
        }
        if (acc > half || n - i < size - (int)team.size()) return;
        team.push_back(i);
        choose(skills, i + 1, acc + skills[i]);
        team.pop_back();
        choose(skills, i + 1, acc);
    }
};
