class Solution {
    public boolean isValid(String s) {
        char[] stack = new char[s.length()];
        int top = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') {
                stack[top++] = c;
            } else {
                char want = c == ')' ? '(' : c == ']' ? '[' : '{';
                if (top == 0 || stack[--top] != want) return false;
            }
        }
        return top == 0;
    }
}
