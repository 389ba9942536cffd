class Solution {
    private int[] skills;
    private int n, size;
    private long half;
    private final List<List<Integer>> found = new ArrayList<>();
    private final List<Integer> team = new ArrayList<>();

    public List<List<Integer>> balancedSplits(int[] skills) {
        this.skills = skills;
        n = skills.length;
        size = n / 2;
        long total = 0;
        for (int s : skills) total += s;
        if (total % 2 != 0) return found;
        half = total / 2;
        team.add(0);
        choose(1, skills[0]);
        return found;
    }

    private void choose(int i, long acc) {
        if (team.size() == size) {
            if (acc == half) found.add(new ArrayList<>(team));
            return;
        }
        if (acc > half || n - i < size - team.size()) return;
        team.add(i);
        choose(i + 1, acc + skills[i]);
        team.remove(team.size() - 1);
        choose(i + 1, acc);
    }
}
