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
    ListNode* sortBelt(ListNode* head, int limit) {
        ListNode heads[3];  // lighter, equal, heavier
        ListNode* tails[3] = {&heads[0], &heads[1], &heads[2]};
        for (ListNode* node = head; node; node = node->next) {
            int g = node->val < limit ? 0 : node->val == limit ? 1 : 2;
            tails[g]->next = node;
            tails[g] = node;
        }
        tails[2]->next = nullptr;
        tails[1]->next = heads[2].next;
        tails[0]->next = heads[1].next;
        return heads[0].next;
    }
};
