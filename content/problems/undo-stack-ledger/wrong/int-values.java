class Solution {
    public long[] runLedger(String[] ops) {
        Deque<Integer> ledger = new ArrayDeque<>(); // bug: 32-bit values
        Deque<int[]> history = new ArrayDeque<>();
        for (String op : ops) {
            if (op.startsWith("PUSH")) {
                ledger.push(Integer.parseInt(op.substring(5)));
                history.push(new int[] {0});
            } else if (op.equals("POP")) {
                history.push(new int[] {1, ledger.pop()});
            } else if (op.equals("DUP")) {
                ledger.push(ledger.peek());
                history.push(new int[] {2});
            } else if (op.equals("ADD")) {
                int a = ledger.pop(), b = ledger.pop();
                ledger.push(a + b);
                history.push(new int[] {3, b, a});
            } else if (op.equals("SWAP")) {
                int a = ledger.pop(), b = ledger.pop();
                ledger.push(a);
                ledger.push(b);
                history.push(new int[] {4});
            } else {
                int[] e = history.pop();
                if (e[0] == 0 || e[0] == 2) ledger.pop();
                else if (e[0] == 1) ledger.push(e[1]);
                else if (e[0] == 3) {
                    ledger.pop();
                    ledger.push(e[1]);
                    ledger.push(e[2]);
                } else {
                    int a = ledger.pop(), b = ledger.pop();
                    ledger.push(a);
                    ledger.push(b);
                }
            }
        }
        long[] out = new long[ledger.size()];
        int i = out.length;
        for (int v : ledger) out[--i] = v;
        return out;
    }
}
