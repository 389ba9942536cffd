class Solution {
    private static class Node {
        Map<Character, Node> children = new HashMap<>();
        int pass = 0;
    }

    public int countPrefix(String[] words, String prefix) {
        Node root = new Node();
        for (String w : words) {
            Node node = root;
            node.pass++;
            for (char ch : w.toCharArray()) {
                node = node.children.computeIfAbsent(ch, c -> new Node());
                node.pass++; // one more word passes through this prefix
            }
        }
        Node node = root;
        for (char ch : prefix.toCharArray()) {
            node = node.children.get(ch);
            if (node == null) return 0;
        }
        return node.pass;
    }
}
