func merge(intervals [][]int) [][]int {
    // Sorted by start, each interval either extends the last merged one or starts a new one.
    sort.Slice(intervals, func(i, j int) bool { return intervals[i][0] < intervals[j][0] })
    out := [][]int{}
    for _, in := range intervals {
        if n := len(out); n > 0 && in[0] <= out[n-1][1] {
            if in[1] > out[n-1][1] {
                out[n-1][1] = in[1]
            }
        } else {
            out = append(out, []int{in[0], in[1]})
        }
    }
    return out
}
