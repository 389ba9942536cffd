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
    public ListNode foldRibbon(ListNode head) {
        List<Integer> a = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) a.add(node.val);
        int n = a.size();
        ListNode dummy = new ListNode(0), tail = dummy;
        for (int i = 0; i < (n + 1) / 2; i++) {
            int j = n - 1 - i;
            tail.next = new ListNode(i == j ? a.get(i) : a.get(i) + a.get(j));
            tail = tail.next;
        }
        return dummy.next;
    }
}
