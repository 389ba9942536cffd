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

const ms = (v: number): string => (Number.isNaN(v) ? 'n/a' : `${Math.round(v)} ms`);

/** A rate's row: its share against the target, never passing when nothing was measured. */
function rateRow(engine: string, metric: string, x: Rate, target: string, pass: boolean): MetricRow {
  return { metric, engine, value: pct(x), target, n: x.total, pass: x.total > 0 && pass };
}

/** A time's row (`n` answers measured): at most `targetMs`, never passing with no answer. */
function timeRow(engine: string, metric: string, valueMs: number, n: number, targetMs: number): MetricRow {
  return {
    metric,
    engine,
    value: ms(valueMs),
    target: `<= ${targetMs} ms`,
    n,
    pass: n > 0 && valueMs <= targetMs,
  };
}

/** The rows for one engine; a metric not measured is left out, never shown as passing. */
export function metricRows(results: EngineResults): MetricRow[] {
  const rows: MetricRow[] = [];
  const add = (metric: string, r: Rate | undefined, target: string, pass: (v: number) => boolean): void => {
    if (r) rows.push(rateRow(results.engine, metric, r, target, pass(r.value)));
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

/** Issue 24's explain metrics for one engine (eval-general.ts). */
export function generalRows(engine: string, r: GeneralReport): MetricRow[] {
  const T = GENERAL_TARGETS;
  const row = (metric: string, x: Rate, target: string, pass: boolean) =>
    rateRow(engine, metric, x, target, pass);
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
    timeRow(engine, 'explain latency p95', p95, n, T.explainP95Ms),
    timeRow(engine, 'explain latency max', max, n, T.explainMaxMs),
  ];
}

/** The chat's metrics for one engine (eval-chat.ts), useful per intent included. */
export function chatRows(engine: string, r: ChatReport): MetricRow[] {
  const T = CHAT_TARGETS;
  const row = (metric: string, x: Rate, target: string, pass: boolean) =>
    rateRow(engine, metric, x, target, pass);
  const lat = (metric: string, l: LatencyStats, targetMs: number) =>
    timeRow(engine, metric, l.p95, l.n, targetMs);
  return [
    row('chat useful', r.useful, '>= 90%', r.useful.value >= T.useful),
    ...r.byIntent.map((i) => row(`  useful: ${i.intent}`, i.useful, '>= 90%', i.useful.value >= T.useful)),
    lat('chat latency p95, no judge', r.fast, T.fastP95Ms),
    lat('chat latency p95, with judge', r.judged, T.judgeP95Ms),
    row('chat leakage before solve', r.leakage, '< 1%', r.leakage.value < T.leakage),
  ];
}
