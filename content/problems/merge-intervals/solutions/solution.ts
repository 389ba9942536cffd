function merge(intervals: number[][]): number[][] {
    const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
    const out: number[][] = [];
    let [start, end] = sorted[0];
    for (const [s, e] of sorted) {
        if (s <= end) {
            if (e > end) end = e;
        } else {
            out.push([start, end]);
            [start, end] = [s, e];
        }
    }
    out.push([start, end]);
    return out;
};
