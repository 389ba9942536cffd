class Solution {
    private static final class Node {
        final Node[] next = new Node[26];
        int children;
        String word; // the word ending here, until it is found
    }

    private char[][] board;
    private List<String> found;

    public List<String> findWords(char[][] board, String[] words) {
        Node root = new Node();
        for (String word : words) {
            Node node = root;
            for (int i = 0; i < word.length(); i++) {
                int k = word.charAt(i) - 'a';
                if (node.next[k] == null) {
                    node.next[k] = new Node();
                    node.children++;
                }
                node = node.next[k];
            }
            node.word = word;
        }
        this.board = board;
        this.found = new ArrayList<>();
        for (int r = 0; r < board.length; r++) {
            for (int c = 0; c < board[0].length; c++) {
                if (root.next[board[r][c] - 'a'] != null) dfs(r, c, root);
            }
        }
        return found;
    }

    private void dfs(int r, int c, Node parent) {
        char ch = board[r][c];
        Node node = parent.next[ch - 'a'];
        if (node.word != null) { // report each word once
            found.add(node.word);
            node.word = null;
        }
        board[r][c] = '#'; // in use on the current path
        if (r > 0) step(r - 1, c, node);
        if (r + 1 < board.length) step(r + 1, c, node);
        if (c > 0) step(r, c - 1, node);
        if (c + 1 < board[0].length) step(r, c + 1, node);
        board[r][c] = ch;
        if (node.children == 0 && node.word == null) { // prune the exhausted branch
            parent.next[ch - 'a'] = null;
            parent.children--;
        }
    }

    private void step(int r, int c, Node node) {
        char ch = board[r][c];
        if (ch != '#' && node.next[ch - 'a'] != null) dfs(r, c, node);
    }
}
