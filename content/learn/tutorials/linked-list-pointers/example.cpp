// struct ListNode { int val; ListNode *next; ... };
class Solution {
public:
    ListNode* oddNodes(ListNode* head) {
        ListNode* cur = head;
        while (cur != nullptr && cur->next != nullptr) {
            cur->next = cur->next->next; // unlink the even node after cur
            cur = cur->next;
        }
        return head;
    }
};
