import { createJudge } from '/work/wt/go/packages/judge/src/index.ts';
const judge = await createJudge({ slots: 1, trace: !!process.env.TRACE });
console.log(JSON.stringify((await judge.status()).languages.find((l) => l.id === 'go')));
const sig = { function: 'twoSum', params: [{ name: 'nums', type: 'int[]' }, { name: 'target', type: 'int' }], returns: 'int[]' } as const;
const code = process.env.CODE ?? `func twoSum(nums []int, target int) []int {
    m := map[int]int{}
    for i, x := range nums {
        if j, ok := m[target-x]; ok { return []int{j, i} }
        m[x] = i
    }
    return nil
}
`;
for (let k = 0; k < Number(process.env.N ?? 2); k++) {
  const t0 = performance.now();
  const r = await judge.run({ language: 'go', code: code + `\n// ${k} ${Date.now()}`, signature: sig as any, checker: 'unordered', tests: [{ input: [[2, 7, 11, 15], 9], expected: [0, 1] }, { input: [[3, 3], 6], expected: [0, 1] }], timeLimitMs: 1000, memoryLimitMb: 256, stopOnFirstFailure: true });
  console.log((performance.now() - t0).toFixed(0), 'ms', JSON.stringify(r).slice(0, 1500));
}
await judge.close();
