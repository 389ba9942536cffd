func numIslands(grid [][]byte) int {
    // Each unvisited land cell starts an island; an explicit stack sinks all of it.
    count := 0
    for r := range grid {
        for c := range grid[r] {
            if grid[r][c] != '1' {
                continue
            }
            count++
            grid[r][c] = '0'
            stack := [][2]int{{r, c}}
            for len(stack) > 0 {
                p := stack[len(stack)-1]
                stack = stack[:len(stack)-1]
                for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
                    y, x := p[0]+d[0], p[1]+d[1]
                    if y >= 0 && y < len(grid) && x >= 0 && x < len(grid[y]) && grid[y][x] == '1' {
                        grid[y][x] = '0'
                        stack = append(stack, [2]int{y, x})
                    }
                }
            }
        }
    }
    return count
}
