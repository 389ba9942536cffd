import { CHAT_TARGETS, type ChatReport } from './chat-report.ts';
import {
  GENERAL_TARGETS,
  type GeneralReport,
  type LatencyRow,
  type LatencyStats,
  type Rate,
  TARGETS,
} from './metrics.ts';

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

const ms = (v: number): string => (Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);

/** Issue 24's explain metrics for one engine (eval-general.ts). */
export function generalRows(engine: string, r: GeneralReport): MetricRow[] {
  const T = GENERAL_TARGETS;
  const row = (metric: string, x: Rate, target: string, pass: boolean): MetricRow => ({
    metric,
    engine,
    value: pct(x),
    target,
    n: x.total,
    pass: x.total > 0 && pass,
  });
  const { n, p95, max } = r.latency;
  return [
    row(
      'localisation (named line within 1)',
      r.localisation,
      '>= 80%',
      r.localisation.value >= T.localisation,
    ),
    row('line named', r.lineNamed, '100%', r.lineNamed.value >= T.lineNamed),
    row('cause kind right', r.kindRight, '>= 70%', r.kindRight.value >= T.kindRight),
    row('failing inputs valid (validator)', r.inputsValid, '100%', r.inputsValid.value >= T.inputsValid),
    row('failing inputs verified by Run', r.verified, '100%', r.verified.value >= T.verified),
    {
      metric: 'explain latency p95',
      engine,
      value: ms(p95),
      target: '<= 3000 ms',
      n,
      pass: n > 0 && p95 <= T.explainP95Ms,
    },
    {
      metric: 'explain latency max',
      engine,
      value: ms(max),
      target: '<= 5000 ms',
      n,
      pass: n > 0 && max <= T.explainMaxMs,
    },
  ];
}

/** The chat's metrics for one engine (eval-chat.ts), useful per intent included. */
export function chatRows(engine: string, r: ChatReport): MetricRow[] {
  const T = CHAT_TARGETS;
  const row = (metric: string, x: Rate, target: string, pass: boolean): MetricRow => ({
    metric,
    engine,
    value: pct(x),
    target,
    n: x.total,
    pass: x.total > 0 && pass,
  });
  const lat = (metric: string, l: LatencyStats, targetMs: number): MetricRow => ({
    metric,
    engine,
    value: ms(l.p95),
    target: `<= ${targetMs} ms`,
    n: l.n,
    pass: l.n > 0 && l.p95 <= targetMs,
  });
  return [
    row('chat useful', r.useful, '>= 90%', r.useful.value >= T.useful),
    ...r.byIntent.map((i) => row(`  useful: ${i.intent}`, i.useful, '>= 90%', i.useful.value >= T.useful)),
    lat('chat latency p95, no judge', r.fast, T.fastP95Ms),
    lat('chat latency p95, with judge', r.judged, T.judgeP95Ms),
    row('chat leakage before solve', r.leakage, '< 1%', r.leakage.value < T.leakage),
  ];
}
