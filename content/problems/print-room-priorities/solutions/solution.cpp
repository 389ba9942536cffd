class Solution {
public:
    vector<int> printOrder(vector<int>& priorities) {
        int n = priorities.size();
        int count[10] = {0};
        for (int p : priorities) count[p]++;
        deque<int> queue;
        for (int i = 0; i < n; i++) queue.push_back(i);
        int top = 9;
        vector<int> order;
        order.reserve(n);
        while (!queue.empty()) {
            while (count[top] == 0) top--;
            int i = queue.front();
            queue.pop_front();
            if (priorities[i] < top) {
                queue.push_back(i);
            } else {
                order.push_back(i);
                count[top]--;
            }
        }
        return order;
    }
};
