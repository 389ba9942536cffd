class Solution {
public:
    ListNode* keepLatest(ListNode* head) {
        ListNode dummy(0);
        ListNode* lastKept = &dummy;
        for (ListNode* node = head; node; node = node->next) {
            bool later = false;
            for (ListNode* p = node->next; p && !later; p = p->next) later = p->val == node->val;
            if (!later) {
                lastKept->next = node;
                lastKept = node;
            }
        }
        lastKept->next = nullptr;
        return dummy.next;
    }
};
