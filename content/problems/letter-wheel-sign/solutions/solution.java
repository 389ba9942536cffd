class Solution {
    public String finalSign(String sign, int[] pulls) {
        int n = sign.length();
        char[] out = new char[n];
        int clicks = 0; // pulls of levers i..n-1, modulo 26 (the raw sum would overflow an int)
        for (int i = n - 1; i >= 0; i--) {
            clicks = (clicks + pulls[i] % 26) % 26;
            out[i] = (char) ('a' + (sign.charAt(i) - 'a' + clicks) % 26);
        }
        return new String(out);
    }
}
