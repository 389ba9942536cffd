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
    public ListNode riffle(ListNode head, int t) {
        List<ListNode> nodes = new ArrayList<>();
        for (ListNode node = head; node != null; node = node.next) nodes.add(node);
        int n = nodes.size();
        if (n == 0) return null;
        int h = (n + 1) / 2;
        ListNode[] fin = new ListNode[n];
        boolean[] seen = new boolean[n];
        int[] cycle = new int[n];
        for (int start = 0; start < n; start++) {
            if (seen[start]) continue;
            int len = 0;
            for (int i = start; !seen[i]; i = i < h ? 2 * i : 2 * (i - h) + 1) {
                seen[i] = true;
                cycle[len++] = i;
            }
            int shift = t % len;
            for (int j = 0; j < len; j++) fin[cycle[(j + shift) % len]] = nodes.get(cycle[j]);
        }
        for (int i = 0; i + 1 < n; i++) fin[i].next = fin[i + 1];
        fin[n - 1].next = null;
        return fin[0];
    }
}
