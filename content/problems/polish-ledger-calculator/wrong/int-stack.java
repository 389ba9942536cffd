class Solution {
    public long evaluatePrefix(String[] tokens) {
        int[] stack = new int[tokens.length]; // bug: 32-bit values
        int top = 0;
        for (int i = tokens.length - 1; i >= 0; i--) {
            String t = tokens[i];
            if (t.equals("+") || t.equals("-") || t.equals("*")) {
                int a = stack[--top];
                int b = stack[--top];
                stack[top++] = t.equals("+") ? a + b : t.equals("-") ? a - b : a * b;
            } else {
                stack[top++] = Integer.parseInt(t);
            }
        }
        return stack[0];
    }
}
