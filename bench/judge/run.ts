import { answers } from './answers.ts';
import { api } from './api.ts';
import { checker } from './checker.ts';
import { compile } from './compile.ts';
import { fairness } from './fairness.ts';
import { go } from './go.ts';
import { overhead } from './overhead.ts';
import { ruby } from './ruby.ts';
import { rust } from './rust.ts';
import { stability } from './stability.ts';
import { printTable } from './stats.ts';
import { syscalls } from './syscalls.ts';
import { throughput } from './throughput.ts';
import { twosum } from './twosum.ts';
import { typescript } from './typescript.ts';

/**
 * `npm run bench:judge [-- --quick] [-- --sections=overhead,twosum,checker,api,compile,throughput,fairness,answers,stability,syscalls,typescript,go,rust,ruby]`
 * Prints one table; each section adds its rows with addRow().
 */
const args = process.argv.slice(2);
// Through `npm run bench:judge -- --quick`, the nested npm turns the flags into
// npm_config_* variables instead of passing them on: read both.
const quick = args.includes('--quick') || process.env.npm_config_quick === 'true';
// Not `--only`: npm takes that flag for itself.
const only = (
  args.find((a) => a.startsWith('--sections='))?.slice(11) ?? process.env.npm_config_sections
)?.split(',');
const sections: Array<[string, (quick: boolean) => Promise<void>]> = [
  ['overhead', overhead],
  ['twosum', twosum],
  ['checker', checker],
  ['api', api],
  ['compile', compile],
  ['throughput', throughput],
  ['fairness', fairness],
  ['answers', answers],
  ['stability', stability],
  ['syscalls', syscalls],
  ['ruby', ruby],
  ['rust', rust],
  ['go', go],
  ['typescript', typescript],
];
for (const [name, fn] of sections) {
  if (only && !only.includes(name)) continue;
  console.error(`# ${name}`);
  await fn(quick);
}
printTable();
