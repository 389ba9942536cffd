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
    ListNode* usage(ListNode* current, ListNode* previous) {
        vector<int> a, b;
        for (ListNode* n = current; n; n = n->next) a.push_back(n->val);
        for (ListNode* n = previous; n; n = n->next) b.push_back(n->val);
        vector<int> result;  // least significant digit first
        int borrow = 0;
        for (int i = (int)a.size() - 1, j = (int)b.size() - 1; i >= 0; i--, j--) {
            int d = a[i] - (j >= 0 ? b[j] : 0) - borrow;
            borrow = d < 0 ? 1 : 0;
            result.push_back(d < 0 ? d + 10 : d);
        }
        while (result.size() > 1 && result.back() == 0) result.pop_back();
        ListNode* head = nullptr;
        for (int d : result) head = new ListNode(d, head);
        return head;
    }
};
