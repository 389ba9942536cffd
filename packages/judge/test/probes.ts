import type { Language } from '@codecoach/contracts';

/**
 * One program per language whose behaviour depends on its argument, so a single compile covers
 * every verdict path: 0 deep recursion (10^5 frames, must pass), 1 an exception on a known line,
 * 2 an endless loop, 3 a memory bomb, 4 endless recursion, 5 prints and returns 5.
 * The exception is always on line 6 of the learner's code.
 */
export const PROBES: Record<Language, string> = {
  javascript: `function deep(n) { return n === 0 ? 0 : 1 + deep(n - 1); }
function inf(n) { return inf(n + 1) + 1; }
var probe = function(mode) {
    if (mode === 0) return deep(100000);
    if (mode === 1) {
        const a = null; return a.x;
    }
    if (mode === 2) { while (true) {} }
    if (mode === 3) { const big = []; while (true) big.push(new Array(1e6).fill(mode)); }
    if (mode === 4) return inf(0);
    console.log('hello', mode); return 5;
};
`,
  typescript: `function deep(n: number): number { return n === 0 ? 0 : 1 + deep(n - 1); }
function inf(n: number): number { return inf(n + 1) + 1; }
function probe(mode: number): number {
    if (mode === 0) return deep(100000);
    if (mode === 1) {
        const a: any = null; return a.x;
    }
    if (mode === 2) { while (true) {} }
    if (mode === 3) { const big: number[][] = []; while (true) big.push(new Array(1e6).fill(mode)); }
    if (mode === 4) return inf(0);
    console.log('hello', mode); return 5;
};
`,
  python: `class Solution:
    def probe(self, mode: int) -> int:
        if mode == 0:
            return self.deep(100000)
        if mode == 1:
            return [1][3]
        if mode == 2:
            while True: pass
        if mode == 3:
            x = []
            while True: x.append(b'x' * 10**7 + bytes([len(x) % 256]))
        if mode == 4:
            return self.inf(0)
        print('hello', mode)
        return 5
    def deep(self, n): return 0 if n == 0 else 1 + self.deep(n - 1)
    def inf(self, n): return self.inf(n + 1) + 1
`,
  java: `class Solution {
    int deep(int n) { return n == 0 ? 0 : 1 + deep(n - 1); }
    int inf(int n) { return inf(n + 1) + 1; }
    public int probe(int mode) {
        if (mode == 0) return deep(100000);
        if (mode == 1) { int[] a = new int[2]; return a[mode + 4]; }
        long x = 0;
        while (mode == 2) x++;
        List<long[]> l = new ArrayList<>();
        while (mode == 3) l.add(new long[1 << 20]);
        if (mode == 4) return inf(0);
        System.out.println("hello " + mode);
        return 5;
    }
}`,
  cpp: `class Solution {
    int deep(int n) { if (n == 0) return 0; volatile int x = deep(n - 1); return x + 1; }
    int inf(int n) { volatile int x = inf(n + 1); return x + 1; }
public:
    int probe(int mode) {
        if (mode == 1) { vector<int> v(2); return v.at(5); }
        if (mode == 0) return deep(100000);
        if (mode == 2) { volatile long x = 0; while (true) x = x + 1; }
        if (mode == 3) { vector<vector<char>> v; while (true) v.emplace_back(1 << 24, 'x'); }
        if (mode == 4) return inf(0);
        cout << "hello " << mode << endl;
        return 5;
    }
};`,
  c: `static int deep(int n) { if (n == 0) return 0; volatile int x = deep(n - 1); return x + 1; }
static int inf(int n) { volatile int x = inf(n + 1); return x + 1; }
int probe(int mode) {
    if (mode == 0) return deep(100000);
    if (mode == 1) {
        volatile int z = 0; return 100 / z;
    }
    if (mode == 2) { volatile long x = 0; while (1) x = x + 1; }
    if (mode == 3) { for (;;) { char *p = malloc(1 << 24); if (!p) return -1; memset(p, 'x', 1 << 24); } }
    if (mode == 4) return inf(0);
    printf("hello %d\\n", mode);
    return 5;
}`,
  csharp: `public class Solution {
    int Deep(int n) { return n == 0 ? 0 : 1 + Deep(n - 1); }
    int Inf(int n) { return Inf(n + 1) + 1; }
    public int Probe(int mode) {
        if (mode == 0) return Deep(100000);
        if (mode == 1) { var a = new int[2]; return a[mode + 4]; }
        long x = 0;
        while (mode == 2) x++;
        var l = new List<byte[]>();
        while (mode == 3) { var b = new byte[1 << 24]; for (int i = 0; i < b.Length; i += 4096) b[i] = 1; l.Add(b); }
        if (mode == 4) return Inf(0);
        Console.WriteLine("hello " + mode);
        return 5;
    }
}`,
  ruby: `def deep(n) = n == 0 ? 0 : 1 + deep(n - 1)
def inf(n) = inf(n + 1) + 1
def probe(mode)
    return deep(100000) if mode == 0
    if mode == 1
        return [1].fetch(mode + 4)
    end
    nil while mode == 2
    big = []
    big << ('x' * 10**7) while mode == 3
    return inf(0) if mode == 4
    puts "hello #{mode}"
    5
end
`,
  rust: `impl Solution {
    fn deep(n: i32, v: &mut Vec<i32>) -> i32 { if n == 0 { return 0; } v.push(n); let r = Self::deep(n - 1, v); v.pop(); r + 1 }
    fn inf(n: i32, v: &mut Vec<i32>) -> i32 { v.push(n); let r = Self::inf(n + 1, v); r + v[n as usize] }
    pub fn probe(mode: i32) -> i32 {
        if mode == 0 { let mut v = vec![]; return Self::deep(100000, &mut v); }
        if mode == 1 { let a = vec![0; 2]; return a[(mode + 4) as usize]; }
        let mut x: u64 = 0;
        while mode == 2 { x = x.wrapping_add(1); }
        let mut l: Vec<Vec<u8>> = Vec::new();
        while mode == 3 { let mut b = vec![0u8; 1 << 24]; for i in (0..b.len()).step_by(4096) { b[i] = 1; } l.push(b); }
        if mode == 4 { return Self::inf(0, &mut Vec::new()); }
        println!("hello {}", mode);
        5
    }
}`,
  go: `func deep(n int) int { if n == 0 { return 0 }; return 1 + deep(n-1) }
func inf(n int) int { return inf(n+1) + 1 }
var held [][]byte
func probe(mode int) int {
    if mode == 0 { return deep(100000) }
    if mode == 1 { a := make([]int, 2); return a[mode+4] }
    x := 0
    for mode == 2 { x++ }
    for mode == 3 { b := make([]byte, 1<<24); for i := 0; i < len(b); i += 4096 { b[i] = 1 }; held = append(held, b) }
    if mode == 4 { return inf(0) }
    fmt.Println("hello", mode)
    return 5
}`,
};
