class Solution {
    public String shorthand(String s) {
        StringBuilder out = new StringBuilder();
        int n = s.length();
        int start = 0;
        for (int i = 0; i < n; i++) {
            if (i == n - 1 || s.charAt(i + 1) != s.charAt(i)) {
                int k = i - start + 1;
                out.append(s.charAt(i));
                if (k > 1) out.append(k);
                start = i + 1;
            }
        }
        return out.toString();
    }
}
