class Solution {
public:
    vector<vector<int>> diceTotals(int dice, int faces, int target) {
        this->dice = dice;
        this->faces = faces;
        throwsFound.clear();
        roll.clear();
        place(1, target);
        return throwsFound;
    }

private:
    int dice = 0, faces = 0;
    vector<vector<int>> throwsFound;
    vector<int> roll;

    void place(int low, int rest) {
        int left = dice - (int)roll.size();
        if (left == 0) {
            if (rest == 0) throwsFound.push_back(roll);
            return;
        }
        for (int v = low; v <= faces; v++) {
            if (v * left > rest) break;
            if (rest - v > (left - 1) * faces) continue;
            roll.push_back(v);
            place(v, rest - v);
            roll.pop_back();
        }
    }
};
