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
    ListNode* dropEveryKth(ListNode* head, int k) {
        ListNode dummy(0, head);
        ListNode* lastKept = &dummy;
        int pos = 1;
        for (ListNode* node = head; node != nullptr; node = node->next, pos++) {
            if (pos % k == 0) lastKept->next = node->next;
            else lastKept = node;
        }
        return dummy.next;
    }
};
