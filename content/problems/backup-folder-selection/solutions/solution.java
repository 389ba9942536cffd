class Solution {
    private static final class Node {
        final Map<String, Node> kids = new HashMap<>();
        String path; // the ticked path ending here, if any
    }

    public List<String> topLevelFolders(String[] selected) {
        Node root = new Node();
        for (String p : selected) {
            Node node = root;
            int pos = 1;
            while (pos <= p.length()) {
                int slash = p.indexOf('/', pos);
                if (slash < 0) slash = p.length();
                node = node.kids.computeIfAbsent(p.substring(pos, slash), k -> new Node());
                pos = slash + 1;
            }
            node.path = p;
        }
        List<String> out = new ArrayList<>();
        Deque<Node> stack = new ArrayDeque<>();
        stack.push(root);
        while (!stack.isEmpty()) {
            Node node = stack.pop();
            if (node.path != null) {
                out.add(node.path); // everything below is inside this folder
                continue;
            }
            for (Node child : node.kids.values()) stack.push(child);
        }
        return out;
    }
}
