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
    ListNode* foldRibbon(ListNode* head) {
        vector<int> a;
        for (ListNode* node = head; node; node = node->next) a.push_back(node->val);
        int n = a.size();
        ListNode dummy(0);
        ListNode* tail = &dummy;
        for (int i = 0; i < (n + 1) / 2; i++) {
            int j = n - 1 - i;
            tail->next = new ListNode(i == j ? a[i] : a[i] + a[j]);
            tail = tail->next;
        }
        return dummy.next;
    }
};
