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
    public ListNode usage(ListNode current, ListNode previous) {
        int[] a = digits(current), b = digits(previous);
        int[] result = new int[a.length]; // least significant digit first
        int borrow = 0;
        for (int i = a.length - 1, j = b.length - 1, k = 0; i >= 0; i--, j--, k++) {
            int d = a[i] - (j >= 0 ? b[j] : 0) - borrow;
            borrow = d < 0 ? 1 : 0;
            result[k] = d < 0 ? d + 10 : d;
        }
        int len = result.length;
        while (len > 1 && result[len - 1] == 0) len--;
        ListNode head = null;
        for (int k = 0; k < len; k++) head = new ListNode(result[k], head);
        return head;
    }

    private int[] digits(ListNode node) {
        List<Integer> out = new ArrayList<>();
        for (; node != null; node = node.next) out.add(node.val);
        int[] d = new int[out.size()];
        for (int i = 0; i < d.length; i++) d[i] = out.get(i);
        return d;
    }
}
