class Solution {
    public char[] readPositions(String encoded, long[] queries) {
        List<Character> letters = new ArrayList<>();
        List<Long> startList = new ArrayList<>();
        long total = 0;
        for (int i = 0; i < encoded.length(); ) {
            char letter = encoded.charAt(i++);
            long count = 0;
            while (i < encoded.length() && Character.isDigit(encoded.charAt(i))) count = count * 10 + (encoded.charAt(i++) - '0');
            letters.add(letter);
            startList.add(total);
            total += count;
        }
        long[] starts = new long[startList.size()];
        for (int r = 0; r < starts.length; r++) starts[r] = startList.get(r);
        char[] answer = new char[queries.length];
        for (int q = 0; q < queries.length; q++) {
            int lo = 0, hi = starts.length - 1; // last run with start <= x
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (starts[mid] <= queries[q]) lo = mid;
                else hi = mid - 1;
            }
            answer[q] = letters.get(lo);
        }
        return answer;
    }
}
