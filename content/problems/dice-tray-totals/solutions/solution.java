class Solution {
    private int dice, faces;
    private final List<List<Integer>> throwsFound = new ArrayList<>();
    private final List<Integer> roll = new ArrayList<>();

    public List<List<Integer>> diceTotals(int dice, int faces, int target) {
        this.dice = dice;
        this.faces = faces;
        place(1, target);
        return throwsFound;
    }

    private void place(int low, int rest) {
        int left = dice - roll.size();
        if (left == 0) {
            if (rest == 0) throwsFound.add(new ArrayList<>(roll));
            return;
        }
        for (int v = low; v <= faces; v++) {
            if (v * left > rest) break;
            if (rest - v > (left - 1) * faces) continue;
            roll.add(v);
            place(v, rest - v);
            roll.remove(roll.size() - 1);
        }
    }
}
