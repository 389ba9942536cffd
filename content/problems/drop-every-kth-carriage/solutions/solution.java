/**
 * Definition for singly-linked list.
 * public class ListNode {
 *     int val;
 *     ListNode next;
 *     ListNode() {}
 *     ListNode(int val) { this.val = val; }
 *     ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 * }
 */
class Solution {
    public ListNode dropEveryKth(ListNode head, int k) {
        ListNode dummy = new ListNode(0, head);
        ListNode lastKept = dummy;
        int pos = 1;
        for (ListNode node = head; node != null; node = node.next, pos++) {
            if (pos % k == 0) lastKept.next = node.next;
            else lastKept = node;
        }
        return dummy.next;
    }
}
