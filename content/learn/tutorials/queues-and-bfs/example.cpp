class Solution {
public:
    int lastStanding(int n, int k) {
        queue<int> q;
        for (int p = 1; p <= n; p++) q.push(p);
        while (q.size() > 1) {
            for (int i = 1; i < k; i++) {
                q.push(q.front()); // front player goes to the back
                q.pop();
            }
            q.pop(); // the k-th player leaves
        }
        return q.front();
    }
};
