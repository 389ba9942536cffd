/**
 * Definition for singly-linked list.
 * struct ListNode {
 *     int val;
 *     ListNode *next;
 *     ListNode() : val(0), next(nullptr) {}
 *     ListNode(int x) : val(x), next(nullptr) {}
 *     ListNode(int x, ListNode *next) : val(x), next(next) {}
 * };
 */
class Solution {
public:
    ListNode* riffle(ListNode* head, int t) {
        vector<ListNode*> nodes;
        for (ListNode* node = head; node; node = node->next) nodes.push_back(node);
        int n = nodes.size();
        if (n == 0) return nullptr;
        int h = (n + 1) / 2;
        vector<ListNode*> fin(n);
        vector<char> seen(n, 0);
        vector<int> cycle;
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            cycle.clear();
            for (int i = start; !seen[i]; i = i < h ? 2 * i : 2 * (i - h) + 1) {
                seen[i] = 1;
                cycle.push_back(i);
            }
            int len = cycle.size();
            int shift = t % len;
            for (int j = 0; j < len; j++) fin[cycle[(j + shift) % len]] = nodes[cycle[j]];
        }
        for (int i = 0; i + 1 < n; i++) fin[i]->next = fin[i + 1];
        fin[n - 1]->next = nullptr;
        return fin[0];
    }
};
