/** bench/chaos: the Markdown table of a baseline and a chaos run side by side. */

import type { RunResult } from './audit.ts';
import { LEARNERS, N, pct, secs, WORKERS } from './support.ts';

export function report(results: RunResult[]): string {
  const lines: string[] = [];
  const row = (label: string, f: (r: RunResult) => string) =>
    lines.push(`| ${label} | ${results.map(f).join(' | ')} |`);
  lines.push(
    `| ${N} submissions, ${LEARNERS} learners, ${WORKERS} workers | ${results.map((r) => r.mode).join(' | ')} |`,
  );
  lines.push(`|---|${results.map(() => '---').join('|')}|`);
  row('worker kills (kill -9) / worker starts', (r) => `${r.faults.workerKills} / ${r.workerStarts}`);
  row('API server kills (kill -9)', (r) => String(r.faults.apiKills));
  row('**processes that exited on their own**', (r) => `**${r.unexpectedExits}**`);
  row('PostgreSQL restarts (time away)', (r) =>
    r.faults.pgRestarts ? `${r.faults.pgRestarts} (${secs(r.faults.pgDownMs)})` : '0',
  );
  row('**lost** (taken, never judged)', (r) => `**${r.lost}**`);
  row('**wrong verdicts**', (r) => `**${r.wrong.length}**`);
  row('**verdicts counted twice** (counter mismatches)', (r) => `**${r.counterMismatches.length}**`);
  row('progress aggregates = rebuildProgress', (r) => (r.progressEqual ? 'yes' : '**no**'));
  row('jobs left in the queue', (r) => String(r.jobsLeft));
  row('extra rows (sent again after no answer)', (r) => String(r.extraRows));
  row('claims per submission (count)', (r) =>
    Object.entries(r.attempts)
      .map(([k, v]) => `${k}x: ${v}`)
      .join(', '),
  );
  row('all submitted after', (r) => secs(r.submitMs));
  row('all judged after the first submission', (r) => secs(r.totalMs));
  row('pending at the last fault', (r) =>
    r.pendingAtLastFault === undefined ? '-' : String(r.pendingAtLastFault),
  );
  row('all judged after the last fault', (r) =>
    r.lastFaultToAllJudgedMs === undefined ? '-' : secs(r.lastFaultToAllJudgedMs),
  );
  row("a killed worker's submission taken by another after (median / max, n)", (r) =>
    r.retakenMs.length
      ? `${secs(pct(r.retakenMs, 0.5))} / ${secs(Math.max(...r.retakenMs))} (${r.retakenMs.length})`
      : '-',
  );
  row("a killed worker's submission judged elsewhere after (median / max, n)", (r) =>
    r.recoveryMs.length
      ? `${secs(pct(r.recoveryMs, 0.5))} / ${secs(Math.max(...r.recoveryMs))} (${r.recoveryMs.length})`
      : '-',
  );
  for (const r of results) {
    for (const w of r.wrong) lines.push(`- ${r.mode}: ${w.tag} (${w.variant}) got ${w.got}`);
    for (const m of r.counterMismatches) lines.push(`- ${r.mode}: ${m}`);
  }
  return lines.join('\n');
}
