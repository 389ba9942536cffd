class Solution {
    public long evaluatePrefix(String[] tokens) {
        long[] stack = new long[tokens.length];
        int top = 0;
        for (int i = tokens.length - 1; i >= 0; i--) {
            String t = tokens[i];
            if (t.equals("+") || t.equals("-") || t.equals("*")) {
                long a = stack[--top]; // first operand
                long b = stack[--top]; // second operand
                stack[top++] = t.equals("+") ? a + b : t.equals("-") ? a - b : a * b;
            } else {
                stack[top++] = Long.parseLong(t);
            }
        }
        return stack[0];
    }
}
