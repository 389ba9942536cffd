impl Solution {
    pub fn three_sum(nums: Vec<i32>) -> Vec<Vec<i32>> {
        let mut a = nums;
        a.sort_unstable();
        let n = a.len();
        let mut out = Vec::new();
        for i in 0..n {
            if a[i] > 0 {
                break;
            }
            if i > 0 && a[i] == a[i - 1] {
                continue;
            }
            let (mut l, mut r) = (i + 1, n - 1);
            while l < r {
                let s = a[i] + a[l] + a[r];
                if s < 0 {
                    l += 1;
                } else if s > 0 {
                    r -= 1;
                } else {
                    out.push(vec![a[i], a[l], a[r]]);
                    l += 1;
                    while l < r && a[l] == a[l - 1] {
                        l += 1;
                    }
                    r -= 1;
                }
            }
        }
        out
    }
}
