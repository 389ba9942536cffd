class Solution {
    public List<String> allChants(String syllables, int n) {
        char[] letters = syllables.toCharArray();
        Arrays.sort(letters);
        List<String> chants = new ArrayList<>();
        extend(letters, n, new StringBuilder(), chants);
        return chants;
    }

    private void extend(char[] letters, int n, StringBuilder chant, List<String> chants) {
        if (chant.length() == n) {
            chants.add(chant.toString());
            return;
        }
        for (char c : letters) {
            if (chant.length() == 0 || chant.charAt(chant.length() - 1) != c) {
                chant.append(c);
                extend(letters, n, chant, chants);
                chant.deleteCharAt(chant.length() - 1);
            }
        }
    }
}
