impl Solution {
    pub fn num_islands(grid: Vec<Vec<char>>) -> i32 {
        let mut g = grid;
        let (m, n) = (g.len(), g[0].len());
        let mut islands = 0;
        let mut stack = Vec::new();
        for i in 0..m {
            for j in 0..n {
                if g[i][j] != '1' {
                    continue;
                }
                islands += 1;
                g[i][j] = '0';
                stack.push((i, j));
                while let Some((r, c)) = stack.pop() {
                    let near = [(r.wrapping_sub(1), c), (r + 1, c), (r, c.wrapping_sub(1)), (r, c + 1)];
                    for (x, y) in near {
                        if x < m && y < n && g[x][y] == '1' {
                            g[x][y] = '0';
                            stack.push((x, y));
                        }
                    }
                }
            }
        }
        islands
    }
}
