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
    public ListNode sortBelt(ListNode head, int limit) {
        ListNode[] heads = {new ListNode(0), new ListNode(0), new ListNode(0)}; // lighter, equal, heavier
        ListNode[] tails = heads.clone();
        for (ListNode node = head; node != null; node = node.next) {
            int g = node.val < limit ? 0 : node.val == limit ? 1 : 2;
            tails[g].next = node;
            tails[g] = node;
        }
        tails[2].next = null;
        tails[1].next = heads[2].next;
        tails[0].next = heads[1].next;
        return heads[0].next;
    }
}
