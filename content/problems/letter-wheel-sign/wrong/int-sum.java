class Solution {
    public String finalSign(String sign, int[] pulls) {
        int n = sign.length();
        char[] out = new char[n];
        int clicks = 0;
        for (int i = n - 1; i >= 0; i--) {
            clicks += pulls[i]; // bug: the raw sum overflows an int and can turn negative
            out[i] = (char) ('a' + (sign.charAt(i) - 'a' + clicks % 26) % 26);
        }
        return new String(out);
    }
}
