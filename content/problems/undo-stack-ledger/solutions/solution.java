class Solution {
    public long[] runLedger(String[] ops) {
        long[] ledger = new long[ops.length + 1];
        int top = 0; // number of values on the ledger
        // history: kind per entry, plus up to two saved values
        char[] kind = new char[ops.length];
        long[] saved1 = new long[ops.length], saved2 = new long[ops.length];
        int h = 0;
        for (String op : ops) {
            if (op.startsWith("PUSH")) {
                ledger[top++] = Long.parseLong(op.substring(5));
                kind[h++] = 'P';
            } else if (op.equals("POP")) {
                saved1[h] = ledger[--top];
                kind[h++] = 'O';
            } else if (op.equals("DUP")) {
                ledger[top] = ledger[top - 1];
                top++;
                kind[h++] = 'D';
            } else if (op.equals("ADD")) {
                long a = ledger[--top], b = ledger[--top];
                ledger[top++] = a + b;
                saved1[h] = b;
                saved2[h] = a;
                kind[h++] = 'A';
            } else if (op.equals("SWAP")) {
                long t = ledger[top - 1];
                ledger[top - 1] = ledger[top - 2];
                ledger[top - 2] = t;
                kind[h++] = 'S';
            } else { // UNDO
                h--;
                switch (kind[h]) {
                    case 'P', 'D' -> top--;
                    case 'O' -> ledger[top++] = saved1[h];
                    case 'A' -> {
                        top--;
                        ledger[top++] = saved1[h];
                        ledger[top++] = saved2[h];
                    }
                    default -> {
                        long t = ledger[top - 1];
                        ledger[top - 1] = ledger[top - 2];
                        ledger[top - 2] = t;
                    }
                }
            }
        }
        return Arrays.copyOf(ledger, top);
    }
}
