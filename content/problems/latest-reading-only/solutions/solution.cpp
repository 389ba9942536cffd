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
    ListNode* keepLatest(ListNode* head) {
        unordered_map<int, int> count;
        for (ListNode* node = head; node; node = node->next) count[node->val]++;
        ListNode dummy(0);
        ListNode* lastKept = &dummy;
        for (ListNode* node = head; node; node = node->next) {
            if (--count[node->val] == 0) {
                lastKept->next = node;
                lastKept = node;
            }
        }
        lastKept->next = nullptr;
        return dummy.next;
    }
};
