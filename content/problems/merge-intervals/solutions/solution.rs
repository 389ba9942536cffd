impl Solution {
    pub fn merge(intervals: Vec<Vec<i32>>) -> Vec<Vec<i32>> {
        let mut v = intervals;
        v.sort_unstable_by_key(|i| i[0]);
        let mut out: Vec<Vec<i32>> = Vec::with_capacity(v.len());
        for i in v {
            match out.last_mut() {
                Some(last) if i[0] <= last[1] => last[1] = last[1].max(i[1]),
                _ => out.push(i),
            }
        }
        out
    }
}
