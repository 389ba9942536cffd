/** Small statistics and the table every section appends to (the lead adds rows the same way). */
export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

/** The q-th percentile (0-100), nearest rank. */
export function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((q / 100) * s.length) - 1))] ?? Number.NaN;
}

export function cv(xs: number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
  return sd / mean;
}

export interface Row {
  section: string;
  case: string;
  bare: string;
  judged: string;
  result: string;
  target: string;
  ok: boolean | undefined;
}

export const rows: Row[] = [];

export function addRow(r: Row): void {
  rows.push(r);
  const mark = r.ok === undefined ? ' ' : r.ok ? '✓' : '✗';
  console.error(`  ${mark} ${r.section} / ${r.case}: ${r.result} (${r.target})`);
}

export const ms = (x: number) => `${x.toFixed(1)} ms`;

export function printTable(): void {
  const head: Array<keyof Row> = ['section', 'case', 'bare', 'judged', 'result', 'target', 'ok'];
  const cells = rows.map((r) =>
    head.map((h) => (h === 'ok' ? (r.ok === undefined ? '' : r.ok ? 'yes' : 'NO') : String(r[h]))),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) => `| ${c.map((x, i) => x.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

export const sleep = (t: number) => new Promise((r) => setTimeout(r, t));
