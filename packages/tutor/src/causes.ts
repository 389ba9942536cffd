/**
 * Names the likely cause of a failure from facts the server measured (the verdict, the minimised
 * failing input with expected and actual, the exception) and a light reading of the code. A cause
 * is named only when something in the facts points at it; its `evidence` says what.
 */
import type { Category, Language, Signature } from '@codecoach/contracts';
import { type CodeLine, readLines } from './code-lines.ts';
import type { Cause, CauseKind, FailureFacts } from './engine.ts';
import { readingCauses } from './reading-causes.ts';
import { recursiveCalls } from './recursive-calls.ts';
import { costDepths } from './signals.ts';
import { runtimeCause, wrongAnswerCauses } from './verdict-causes.ts';

export interface CauseContext {
  failure: Omit<FailureFacts, 'causes'>;
  code: string;
  language: Language;
  signature: Signature;
  category: Category;
  /** What the server's experiments in the sandbox showed (its experiments.ts), when it ran them. */
  experiments?: {
    /** A one-token variant of the code (mutants.ts) passed the failing input and the examples. */
    repair?: { line: number; kind: CauseKind; what: string; evidence?: string };
    /** The code gives the right answer on the failing input once its list is sorted. */
    sortedPasses?: boolean;
    /** Each line's Metallaxis score, from how its variants change the checks' answers (metallaxis.ts). */
    mutation?: ReadonlyMap<number, number>;
  };
}

/** At most this many causes are named: the likeliest first, not every guess. */
export const MAX_CAUSES = 3;

/** Line of a compiler's or interpreter's first error, in the learner's numbering. */
export function compileErrorLine(output: string): number | undefined {
  const m =
    output.match(/(?:solution|Solution|main|prog)\.\w+:(\d+)(?::\d+)?:\s*(?:fatal )?error/) ??
    output.match(/line (\d+)/i) ??
    output.match(/:(\d+):(?:\d+:)?\s/);
  return m ? Number(m[1]) : undefined;
}

/** The first line of the function's body (where a missing first step, such as a sort, goes). */
export function firstBodyLine(lines: readonly CodeLine[]): number | undefined {
  const def = lines.find(
    (l) =>
      // Go's `func`, Rust's `fn`, Ruby's `def name` (its parentheses optional) too.
      /\bdef\s+\w+|\bfunction\b|\bfunc\s|\bfn\s+\w+|=>|\w+\s*\([^)]*\)\s*(const\s*)?\{\s*$/.test(l.code) &&
      !/^\s*(class|if|for|while)\b/.test(l.code.trim()),
  );
  return lines.find((l) => l.no > (def?.no ?? 0) && l.code.trim() !== '' && !/^[{}]+$/.test(l.code.trim()))
    ?.no;
}

/** Repairs whose kind was read off the shape of a change (reference-variants.ts), not an experiment on one kind. */
const SHAPED = new WeakSet<Cause>();

function experimentCauses(ctx: CauseContext, lines: CodeLine[]): Cause[] {
  const out: Cause[] = [];
  const x = ctx.experiments;
  if (x?.repair) {
    const cause: Cause = {
      kind: x.repair.kind,
      line: x.repair.line,
      evidence:
        x.repair.evidence ??
        (x.repair.kind === 'empty-input'
          ? 'returning early for the empty input just before this line makes the failing input and the examples pass (tried in the sandbox)'
          : `changing ${x.repair.what} on this line makes the failing input and the examples pass (tried in the sandbox)`),
    };
    if (x.repair.evidence) SHAPED.add(cause);
    out.push(cause);
  }
  if (x?.sortedPasses) {
    const line = firstBodyLine(lines);
    out.push({
      kind: 'unsorted-assumption',
      ...(line ? { line } : {}),
      evidence:
        'your code gives the right answer once this input and the examples are sorted (tried in the sandbox): it relies on an order the input does not have',
    });
  }
  return out;
}

/**
 * Causes named from reading the code and the answers alone (a pattern in the text, two answers one
 * apart, duplicated entries), not from an experiment, the error or the input's values. Each is a
 * guess until other evidence points at its line (`corroborated`).
 */
const GUESSES = new WeakSet<Cause>();
const guesses = (causes: Cause[]): Cause[] => {
  for (const c of causes) GUESSES.add(c);
  return causes;
};

/**
 * The causes to state: every cause from an experiment, the error or the input's values, and a
 * guess only when the line that the tests and experiments single out (`line`, found without the
 * guesses) is its line. "Off by one" for answers that merely differ by one was named wrongly half
 * the time on code never tuned on.
 */
export function corroborated(causes: readonly Cause[], line: number | undefined): Cause[] {
  return causes.filter((c) => !GUESSES.has(c) || (c.line !== undefined && c.line === line));
}

/**
 * A repair whose change has no kind of its own (a step rewritten as a correct solution writes it:
 * reference-variants.ts) takes the kind another cause names for its line; on a runtime error,
 * one whose kind was read off the shape of its change takes the error's (its type says what went
 * wrong, wherever the fix goes). Otherwise it stays as it is.
 */
function namedKind(causes: Cause[], runtime = false): Cause[] {
  const [first, ...rest] = causes;
  if (!first || first.line === undefined) return causes;
  const byError = runtime && SHAPED.has(first);
  if (first.kind !== 'other' && !byError) return causes;
  const kind = (
    (byError ? rest.find((c) => c.kind !== 'other') : undefined) ??
    rest.find((c) => c.kind !== 'other' && c.line === first.line)
  )?.kind;
  return kind ? [{ ...first, kind }, ...rest] : causes;
}

/** The causes in order, one per kind and line, at most MAX_CAUSES. */
function distinct(causes: Cause[]): Cause[] {
  const seen = new Set<string>();
  return causes
    .filter((c) => {
      const k = `${c.kind}:${c.line ?? ''}`;
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, MAX_CAUSES);
}

export function nameCauses(ctx: CauseContext): Cause[] {
  const lines = readLines(ctx.code, ctx.language);
  const f = ctx.failure;
  switch (f.verdict) {
    case 'compilation_error': {
      const line = compileErrorLine(f.compileOutput ?? '');
      return [
        { kind: 'compile-error', ...(line ? { line } : {}), evidence: 'the compiler stopped at this line' },
      ];
    }
    case 'runtime_error':
      return distinct(namedKind([...experimentCauses(ctx, lines), ...runtimeCause(ctx, lines)], true));
    case 'time_limit_exceeded':
    case 'memory_limit_exceeded': {
      // A variant that answers a small input in time (the server's experiments.ts) says where the
      // loop never ends.
      const out: Cause[] = experimentCauses(ctx, lines);
      if (ctx.category === 'graph' && !/visited|seen|vis\b/i.test(ctx.code))
        out.push(
          ...guesses([
            {
              kind: 'missing-visited',
              evidence: 'a graph walk with no visited set revisits nodes (or loops forever on a cycle)',
            },
          ]),
        );
      const depths = costDepths(lines);
      // The loop the faster algorithm removes is the innermost of the deepest nest (the inner
      // scan of a pair search); exponential work, or none nested, is a call that recurses.
      const deepest = Math.max(0, ...lines.map((l, i) => (l.isLoop ? (depths[i] ?? 0) : 0)));
      const innermost = deepest >= 2 ? lines.find((l, i) => l.isLoop && depths[i] === deepest) : undefined;
      const calls = recursiveCalls(lines);
      const exponential = f.growth?.complexity === 'O(2^n)';
      const nested = (exponential || !innermost) && calls[0] ? calls[0] : innermost;
      const stuck = readingCauses({ ...ctx, failure: { verdict: f.verdict } }, lines).find(
        (c) => c.kind === 'off-by-one' && /search stops moving/.test(c.evidence),
      );
      if (stuck) out.push(...guesses([stuck]));
      out.push({
        kind: 'too-slow',
        ...(nested ? { line: nested.no } : {}),
        evidence: f.growth
          ? f.growth.readFromCode
            ? `growth ${f.growth.complexity} read from the code (timed at slope ${f.growth.slope})`
            : `measured growth ${f.growth.complexity} (slope ${f.growth.slope})`
          : 'over the time limit',
      });
      return out;
    }
    case 'wrong_answer':
      return distinct(
        namedKind([
          ...experimentCauses(ctx, lines),
          ...guesses(readingCauses(ctx, lines)),
          ...wrongAnswerCauses(ctx, lines).map((c) =>
            c.kind === 'overflow' || c.kind === 'empty-input' ? c : (guesses([c])[0] ?? c),
          ),
        ]),
      );
    default:
      return [];
  }
}
