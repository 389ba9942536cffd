class Solution {
public:
    ListNode* reverseList(ListNode* head) {
        ListNode* out = nullptr;
        ListNode* outTail = nullptr;
        while (head != nullptr) {
            // find and unlink the last node of what is left
            ListNode* before = nullptr;
            ListNode* last = head;
            while (last->next != nullptr) {
                before = last;
                last = last->next;
            }
            if (before == nullptr) head = nullptr;
            else before->next = nullptr;
            if (out == nullptr) out = last;
            else outTail->next = last;
            outTail = last;
        }
        return out;
    }
};
