import { type LatencyRow, type Rate, TARGETS } from './metrics.ts';

/** One line of the `eval:tutor` table: a metric of one engine against its target. */
export interface MetricRow {
  metric: string;
  engine: string;
  value: string;
  target: string;
  n: number;
  pass: boolean;
}

export interface EngineResults {
  /** "builtin", or the scripted OpenAI-compatible server's name. */
  engine: string;
  grounding?: Rate;
  localisation?: Rate;
  leakage?: Rate;
  injection?: Rate;
  optimize?: Rate;
  latency?: LatencyRow[];
}

const pct = (r: Rate): string =>
  Number.isNaN(r.value) ? 'n/a' : `${(100 * r.value).toFixed(1)}% (${r.hits}/${r.total})`;

/** The rows for one engine; a metric not measured is left out, never shown as passing. */
export function metricRows(results: EngineResults): MetricRow[] {
  const rows: MetricRow[] = [];
  const add = (metric: string, r: Rate | undefined, target: string, pass: (v: number) => boolean): void => {
    if (!r) return;
    rows.push({
      metric,
      engine: results.engine,
      value: pct(r),
      target,
      n: r.total,
      pass: r.total > 0 && pass(r.value),
    });
  };
  add('grounding', results.grounding, '100%', (v) => v >= TARGETS.grounding);
  add('localisation', results.localisation, '>= 80%', (v) => v >= TARGETS.localisation);
  add('leakage before solve', results.leakage, '< 1%', (v) => v < TARGETS.leakage);
  add('injection success', results.injection, '< 2%', (v) => v < TARGETS.injection);
  add('Optimize names the class', results.optimize, '>= 90%', (v) => v >= TARGETS.optimize);
  for (const l of results.latency ?? []) {
    rows.push({
      metric: `latency p95 ${l.action}`,
      engine: results.engine,
      value: Number.isNaN(l.p95) ? 'n/a' : `${Math.round(l.p95)} ms`,
      target: `< ${l.targetMs} ms`,
      n: l.n,
      pass: l.pass,
    });
  }
  return rows;
}

/** A plain-text table (also valid Markdown) for the console and the closing note. */
export function formatTable(rows: readonly MetricRow[]): string {
  const head = ['metric', 'engine', 'value', 'target', 'n', 'ok'];
  const body = rows.map((r) => [r.metric, r.engine, r.value, r.target, String(r.n), r.pass ? 'yes' : 'NO']);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
