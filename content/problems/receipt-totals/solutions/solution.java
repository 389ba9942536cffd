class Solution {
    public List<String> plusSplits(String digits, long target) {
        List<String> found = new ArrayList<>();
        place(digits, target, 0, 0, new ArrayList<>(), found);
        return found;
    }

    private void place(String digits, long target, int i, long total, List<String> pieces, List<String> found) {
        int n = digits.length();
        if (i == n) {
            if (total == target) found.add(String.join("+", pieces));
            return;
        }
        int end = digits.charAt(i) == '0' ? i + 1 : n; // no leading zeros
        long value = 0;
        for (int j = i; j < end; j++) {
            value = value * 10 + (digits.charAt(j) - '0');
            if (total + value > target) break;
            pieces.add(digits.substring(i, j + 1));
            place(digits, target, j + 1, total + value, pieces, found);
            pieces.remove(pieces.size() - 1);
        }
    }
}
