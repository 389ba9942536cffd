public class Solution {
    public bool IsValid(string s) {
        // Each closing bracket must match the latest opening one still open.
        var open = new Stack<char>();
        foreach (char c in s) {
            if (c == '(' || c == '[' || c == '{') {
                open.Push(c);
                continue;
            }
            char want = c == ')' ? '(' : c == ']' ? '[' : '{';
            if (open.Count == 0 || open.Pop() != want) return false;
        }
        return open.Count == 0;
    }
}
