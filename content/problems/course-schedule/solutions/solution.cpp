class Solution {
public:
    bool canFinish(int numCourses, vector<vector<int>>& prerequisites) {
        vector<vector<int>> dependants(numCourses);
        vector<int> pending(numCourses, 0); // prerequisites not yet taken
        for (auto& p : prerequisites) {
            dependants[p[1]].push_back(p[0]);
            pending[p[0]]++;
        }
        vector<int> queue;
        queue.reserve(numCourses);
        for (int c = 0; c < numCourses; c++) {
            if (pending[c] == 0) queue.push_back(c);
        }
        for (size_t head = 0; head < queue.size(); head++) {
            for (int d : dependants[queue[head]]) {
                if (--pending[d] == 0) queue.push_back(d);
            }
        }
        return (int)queue.size() == numCourses;
    }
};
