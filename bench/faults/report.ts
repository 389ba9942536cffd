/** bench/faults: the Markdown table of one run. */

import type { RunResult } from '../chaos/audit.ts';
import { pct } from '../chaos/support.ts';

export interface FaultsResult
  extends Pick<
    RunResult,
    | 'lost'
    | 'wrong'
    | 'extraRows'
    | 'attempts'
    | 'counterMismatches'
    | 'progressEqual'
    | 'jobsLeft'
    | 'recoveryMs'
    | 'retakenMs'
  > {
  /** Jobs in the queue that are not judging's (the fleet's own schedule). */
  otherJobs: string[];
  n: number;
  learners: number;
  submitMs: number;
  totalMs: number;
  lastFaultToAllJudgedMs: number | undefined;
  pendingAtLastFault: number | undefined;
  /** From all judged to no judging job and no progress step left (bounded: run.ts SETTLE_MS). */
  settleMs: number;
  twiceWritten: number;
  overwrites: string[];
  judgedBy: Record<string, number>;
  kills: string[];
  cutMs: number;
  cutHeld: number;
  pgAwayMs: number;
  drops: number;
  starts: Record<string, number>;
  unexpectedExits: number;
  failedStarts: number;
  variants: number;
}

const secs = (ms: number | undefined) => (ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`);
const tally = (xs: string[]) => {
  const out: Record<string, number> = {};
  for (const x of xs) out[x] = (out[x] ?? 0) + 1;
  return out;
};
const fmt = (r: Record<string, number>) =>
  Object.entries(r)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');

export function report(r: FaultsResult): string {
  const rows: Array<[string, string]> = [
    ['kill -9 (by host)', `${r.kills.length} (${fmt(tally(r.kills))})`],
    ['starts (by host, the first included)', fmt(r.starts)],
    ['**processes that exited on their own**', `**${r.unexpectedExits}**`],
    ['starts that failed (tried again)', String(r.failedStarts)],
    [
      "judge-2's link cut",
      r.cutMs > 0
        ? `${secs(r.cutMs)}, ${r.cutHeld} submission(s) in its hands`
        : 'no (all was submitted first)',
    ],
    ["judge-1's connections to PostgreSQL dropped by the proxy", String(r.drops)],
    ['PostgreSQL restarted (time away)', r.pgAwayMs > 0 ? secs(r.pgAwayMs) : 'no (all was submitted first)'],
    ['**lost** (taken, never judged)', `**${r.lost}**`],
    ['**verdicts written twice**', `**${r.twiceWritten}**`],
    ['**verdicts overwritten** (a late result)', `**${r.overwrites.length}**`],
    ['**verdicts that differ from the expected**', `**${r.wrong.length}**`],
    ['**counters off** (problem counters, attempts vs rows)', `**${r.counterMismatches.length}**`],
    ['progress aggregates = rebuildProgress', r.progressEqual ? 'yes' : '**no**'],
    ['judging jobs left in the queue', String(r.jobsLeft)],
    ['other jobs in the queue (the schedule)', r.otherJobs.join(', ') || '0'],
    ['extra rows (sent again after no answer)', String(r.extraRows)],
    ['claims per submission (count)', fmt(r.attempts)],
    ['verdicts written by', fmt(r.judgedBy)],
    ['all submitted after', secs(r.submitMs)],
    ['all judged after the first submission', secs(r.totalMs)],
    ['pending when the faults ended', String(r.pendingAtLastFault ?? '-')],
    ['settled after all were judged (jobs ended, progress applied)', secs(r.settleMs)],
    ['**all judged after the last fault** (target 30 s)', `**${secs(r.lastFaultToAllJudgedMs)}**`],
    [
      "a killed worker's submission taken by another after (median / max, n)",
      r.retakenMs.length
        ? `${secs(pct(r.retakenMs, 0.5))} / ${secs(Math.max(...r.retakenMs))} (${r.retakenMs.length})`
        : '-',
    ],
    [
      "a killed worker's submission judged elsewhere after (median / max, n)",
      r.recoveryMs.length
        ? `${secs(pct(r.recoveryMs, 0.5))} / ${secs(Math.max(...r.recoveryMs))} (${r.recoveryMs.length})`
        : '-',
    ],
  ];
  const lines = [
    `| ${r.n} submissions (${r.variants} variants, six languages), ${r.learners} learners | |`,
    '|---|---|',
    ...rows.map(([k, v]) => `| ${k} | ${v} |`),
    ...r.wrong.map((w) => `- ${w.tag} (${w.variant}) got ${w.got}`),
    ...r.counterMismatches.map((m) => `- ${m}`),
    ...r.overwrites.map((o) => `- overwritten: ${o}`),
  ];
  return lines.join('\n');
}
