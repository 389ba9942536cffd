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
    public ListNode keepLatest(ListNode head) {
        HashMap<Integer, Integer> count = new HashMap<>();
        for (ListNode node = head; node != null; node = node.next) count.merge(node.val, 1, Integer::sum);
        ListNode dummy = new ListNode(0);
        ListNode lastKept = dummy;
        for (ListNode node = head; node != null; node = node.next) {
            int left = count.merge(node.val, -1, Integer::sum);
            if (left == 0) {
                lastKept.next = node;
                lastKept = node;
            }
        }
        lastKept.next = null;
        return dummy.next;
    }
}
