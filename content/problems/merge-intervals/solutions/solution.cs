public class Solution {
    public int[][] Merge(int[][] intervals) {
        // Sorted by start, each interval either extends the last merged one or starts a new one.
        Array.Sort(intervals, (a, b) => a[0].CompareTo(b[0]));
        var merged = new List<int[]>();
        foreach (var iv in intervals) {
            if (merged.Count > 0 && iv[0] <= merged[merged.Count - 1][1])
                merged[merged.Count - 1][1] = Math.Max(merged[merged.Count - 1][1], iv[1]);
            else
                merged.Add(new int[] { iv[0], iv[1] });
        }
        return merged.ToArray();
    }
}
