# @param {Character[][]} grid
# @return {Integer}
def num_islands(grid)
    m = grid.length
    n = grid[0].length
    seen = Array.new(m) { Array.new(n, false) }
    islands = 0
    m.times do |i|
        n.times do |j|
            next if grid[i][j] != '1' || seen[i][j]
            islands += 1
            seen[i][j] = true
            stack = [[i, j]]
            until stack.empty?
                r, c = stack.pop
                [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].each do |nr, nc|
                    next if nr < 0 || nr >= m || nc < 0 || nc >= n || seen[nr][nc] || grid[nr][nc] != '1'
                    seen[nr][nc] = true
                    stack << [nr, nc]
                end
            end
        end
    end
    islands
end
