impl Solution {
    pub fn max_profit(prices: Vec<i32>) -> i32 {
        let mut lowest = i32::MAX;
        let mut best = 0;
        for p in prices {
            lowest = lowest.min(p);
            best = best.max(p - lowest);
        }
        best
    }
}
