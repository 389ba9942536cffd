function numIslands(grid: string[][]): number {
    const m = grid.length;
    const n = grid[0].length;
    const seen = new Uint8Array(m * n);
    const stack = new Int32Array(m * n);
    let islands = 0;
    for (let start = 0; start < m * n; start++) {
        if (seen[start] || grid[Math.floor(start / n)][start % n] !== '1') continue;
        islands++;
        seen[start] = 1;
        let top = 0;
        stack[top++] = start;
        while (top > 0) {
            const cell = stack[--top];
            const r = Math.floor(cell / n);
            const c = cell % n;
            const next = [r > 0 ? cell - n : -1, r + 1 < m ? cell + n : -1, c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1];
            for (const k of next) {
                if (k >= 0 && !seen[k] && grid[Math.floor(k / n)][k % n] === '1') {
                    seen[k] = 1;
                    stack[top++] = k;
                }
            }
        }
    }
    return islands;
};
