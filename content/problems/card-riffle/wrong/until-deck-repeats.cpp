class Solution {
public:
    ListNode* riffle(ListNode* head, int t) {
        vector<int> start;
        for (ListNode* node = head; node; node = node->next) start.push_back(node->val);
        int n = start.size();
        if (n == 0) return nullptr;
        int h = (n + 1) / 2;
        vector<int> idx(n), next(n);
        for (int i = 0; i < n; i++) idx[i] = i;
        auto once = [&]() {
            for (int i = 0; i < n; i++) next[i < h ? 2 * i : 2 * (i - h) + 1] = idx[i];
            swap(idx, next);
        };
        long long period = 0;
        bool back = false;
        while (!back && period < t) {  // riffle until the deck returns to its start
            once();
            period++;
            back = true;
            for (int i = 0; i < n && back; i++) back = idx[i] == i;
        }
        long long rest = back ? t % period : 0;
        for (long long r = 0; r < rest; r++) once();
        ListNode* result = nullptr;
        for (int i = n - 1; i >= 0; i--) result = new ListNode(start[idx[i]], result);
        return result;
    }
};
