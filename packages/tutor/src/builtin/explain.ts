import type { Language } from '@codecoach/contracts';
import {
  BUILTIN_INFO,
  type CauseKind,
  type ExplainAnswer,
  type ExplainInput,
  type GrowthFacts,
} from '../engine.ts';
import { localisableFailure, localisationNote } from '../localisation.ts';
import { code, json } from './text.ts';

/** The common compiler and interpreter errors of each language, explained for a learner. */
const COMPILE_ERRORS: Array<{ langs: Language[]; re: RegExp; say: string }> = [
  {
    langs: ['java', 'cpp'],
    re: /expected ['‘]?;|';' expected/,
    say: 'a statement is missing its semicolon at the end of the line shown (or the line before it).',
  },
  {
    langs: ['java'],
    re: /cannot find symbol/,
    say: 'a name is used that Java does not know: a typo, a variable declared in another block, or a missing `new`/type.',
  },
  {
    langs: ['java'],
    re: /possible lossy conversion/,
    say: 'a `long` or `double` is stored into a smaller type; cast explicitly or widen the variable.',
  },
  {
    langs: ['java'],
    re: /incompatible types/,
    say: 'the value has a different type from the variable or return type (for example `int[]` versus `List<Integer>`).',
  },
  {
    langs: ['java'],
    re: /missing return statement/,
    say: 'some path through the method ends without a `return`; add one after the loop.',
  },
  {
    langs: ['cpp'],
    re: /was not declared in this scope/,
    say: 'a name is used before it is declared, or outside the block that declares it.',
  },
  {
    langs: ['cpp'],
    re: /no matching function|no member named/,
    say: 'a function or method is called with arguments of the wrong types, or does not exist on that type.',
  },
  {
    langs: ['cpp'],
    re: /invalid conversion|cannot convert/,
    say: 'a value of one type is used where another is needed (for example a pointer where a value is expected).',
  },
  {
    langs: ['python'],
    re: /IndentationError|unindent/,
    say: 'the indentation is inconsistent: every block must be indented the same way (spaces, not tabs mixed in).',
  },
  {
    langs: ['python'],
    re: /SyntaxError/,
    say: 'Python could not parse the line: look for a missing colon after `if`/`for`/`def`, an unclosed bracket, or `=` where `==` was meant.',
  },
  {
    langs: ['javascript'],
    re: /Unexpected token|Unexpected end of input|missing \)/,
    say: 'JavaScript could not parse the code: an unclosed bracket or brace, or a stray character.',
  },
  {
    langs: ['javascript'],
    re: /has already been declared/,
    say: 'a `let`/`const` name is declared twice in the same block.',
  },
  {
    langs: ['go'],
    re: /declared and not used|declared but not used|imported and not used/,
    say: 'Go refuses a variable or an import that is declared but never used: use it, remove it, or assign it to `_`.',
  },
  {
    langs: ['go'],
    re: /undefined: /,
    say: 'a name is used that Go does not know: a typo, a variable declared in another block (`:=` inside an `if` or `for` lives only there), or a missing import.',
  },
  {
    langs: ['go'],
    re: /missing return/,
    say: 'the function can end without a `return`: add one after the last loop or `if`.',
  },
  {
    langs: ['rust'],
    re: /mismatched types|E0308/,
    say: 'a value has a different type from the one expected (for example `usize` where `i32` is needed: convert with `as`).',
  },
  {
    langs: ['rust'],
    re: /moved value|E0382/,
    say: 'a value was moved (given to a function or a loop by value) and then used again: borrow it (`&v`, `.iter()`) or `.clone()` it.',
  },
  {
    langs: ['rust'],
    re: /cannot borrow .* as mutable|E0502|E0499/,
    say: 'a value is changed while it is still borrowed elsewhere: finish with the borrow (copy the value out first), then change it.',
  },
  {
    langs: ['rust'],
    re: /cannot find (value|function|type)|E0425|E0412/,
    say: 'a name is used that Rust does not know: a typo, a variable from another block, or a missing `use` (for example `use std::collections::HashMap;`).',
  },
  {
    langs: ['ruby'],
    re: /unexpected end-of-input|expecting (`|')?end|unexpected (`|')?end|unexpected keyword_end/,
    say: 'the blocks do not match: every `def`, `if`, `while`, `do` needs its own `end` (a modifier `x if y` needs none).',
  },
  {
    langs: ['ruby'],
    re: /syntax error/,
    say: 'Ruby could not parse the line: look for an unclosed bracket or string, or a missing `end`.',
  },
  {
    langs: ['typescript'],
    re: /TS2322|TS2345|is not assignable to/,
    say: 'a value has a different type from the variable, the parameter or the return type (for example `string` where `number` is declared).',
  },
  {
    langs: ['typescript'],
    re: /TS2304|TS2552|Cannot find name/,
    say: 'a name is used that TypeScript does not know: a typo, or a variable declared in another block.',
  },
  {
    langs: ['typescript'],
    re: /TS2532|TS18048|TS2531|possibly '(undefined|null)'/,
    say: 'a value may be `undefined` (a `Map.get`, an array read past its end): check it first (`if (x !== undefined)`) or give a default (`?? 0`).',
  },
];

export function explainCompile(language: Language, output: string): string {
  const known = COMPILE_ERRORS.find((e) => e.langs.includes(language) && e.re.test(output));
  return known ? `In short: ${known.say}` : 'Read the first error only: later ones are often caused by it.';
}

/** How the screen names each cause kind (the Explain answer's "Likely cause" list). */
export const CAUSE_LABELS: Record<CauseKind, string> = {
  'off-by-one': 'Off by one',
  overflow: 'Integer overflow',
  'unsorted-assumption': 'Assumes the input is sorted',
  'empty-input': 'Empty input not handled',
  'wrong-base-case': 'Wrong base case',
  'missing-visited': 'Nodes visited again',
  'greedy-not-optimal': 'Greedy choice is not optimal',
  'wrong-comparison': 'Wrong comparison',
  'input-mutation': 'Input changed in place',
  'null-dereference': 'Missing value used',
  'index-out-of-range': 'Index out of range',
  'infinite-recursion': 'Recursion never stops',
  'too-slow': 'Too slow',
  'wrong-initial-value': 'Wrong starting value',
  'duplicates-not-handled': 'Duplicates not handled',
  'wrong-update': 'Wrong update',
  'unhandled-case': 'A case is not handled',
  'compile-error': 'Compile error',
  'runtime-exception': 'Exception',
  other: 'Other',
};

/** How sure a suspect line is, in words. */
const SURE = {
  high: 'sure: tried in the sandbox',
  medium: 'likely',
  low: 'a guess: no test tells the lines apart well',
} as const;

/** The measured points as a list (the screen's markdown has no tables). */
export function growthTable(g: GrowthFacts): string {
  return g.points.map((p) => `- n = ${p.n.toLocaleString('en-US')}: ${p.ms.toFixed(1)} ms`).join('\n');
}

export function builtinExplain(input: ExplainInput): ExplainAnswer {
  // A language whose lines are not localised yet: no guessed line, and the note says so.
  const f = localisableFailure(input.failure, input.learner.language);
  const note = localisationNote(input.failure, input.learner.language);
  const lines: string[] = [`**${f.verdict.replaceAll('_', ' ').toUpperCase()}**`, ''];
  if (f.test) {
    lines.push(
      f.test.minimised
        ? `Smallest failing input found (shrunk from ${f.test.originalSize} to ${f.test.size} characters, checked in the sandbox): ${code(f.test.readable)}`
        : f.test.size < f.test.originalSize
          ? `Failing input (shrunk from ${f.test.originalSize} to ${f.test.size} characters; a smaller one may fail too): ${code(f.test.readable)}`
          : `Failing input: ${code(f.test.readable)}`,
      '',
      `- Expected: ${code(json(f.test.expected))}`,
      `- Your code: ${code(json(f.test.actual))}`,
    );
  }
  if (f.verdict === 'compilation_error') {
    const first = (f.compileOutput ?? '')
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 4)
      .join('\n');
    lines.push(
      'The compiler said:',
      '',
      '```text',
      first,
      '```',
      '',
      explainCompile(input.learner.language, f.compileOutput ?? ''),
    );
  }
  if (f.error)
    lines.push(
      `- Exception: ${code(`${f.error.type}: ${f.error.message}`)}${f.error.line ? ` at line ${f.error.line}` : ''}`,
    );
  if (f.growth) {
    lines.push(
      '',
      `${
        f.growth.readFromCode
          ? `Growth: **${f.growth.complexity}**, read from your code (timed in the sandbox, log-log slope ${f.growth.slope}, which alone does not settle it)`
          : `Measured growth: your code is about **${f.growth.complexity}** (log-log slope ${f.growth.slope})`
      }${input.problem.targetComplexity ? `; the target is ${code(input.problem.targetComplexity)}` : ''}.`,
      '',
      growthTable(f.growth),
    );
  }
  if (note) lines.push('', note);
  if (f.suspect) {
    const s = f.suspect;
    lines.push('', `**Most suspicious line: line ${s.line}** (${SURE[s.sure]}): ${s.evidence.join('; ')}.`);
  }
  if (f.causes.length > 0) {
    lines.push('', '**Likely cause**');
    for (const c of f.causes)
      lines.push(`- ${CAUSE_LABELS[c.kind]}${c.line ? ` (line ${c.line})` : ''}: ${c.evidence}.`);
  } else if (f.verdict === 'wrong_answer') {
    lines.push('', 'No single cause could be named from the facts: trace your code by hand on this input.');
  }
  return {
    markdown: lines.join('\n'),
    engine: BUILTIN_INFO,
    causes: f.causes,
    ...(f.suspect ? { suspect: f.suspect } : {}),
  };
}
