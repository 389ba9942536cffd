class Solution {
public:
    vector<int> printOrder(vector<int>& priorities) {
        deque<int> queue;
        for (int i = 0; i < (int)priorities.size(); i++) queue.push_back(i);
        vector<int> order;
        while (!queue.empty()) {
            int i = queue.front();
            queue.pop_front();
            bool urgent = false;
            for (int j : queue) // a full scan at every step
                if (priorities[j] > priorities[i]) { urgent = true; break; }
            if (urgent) queue.push_back(i);
            else order.push_back(i);
        }
        return order;
    }
};
