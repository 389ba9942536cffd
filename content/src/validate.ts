import { argsError, parseReadableInput, valueError } from '@codecoach/contracts';
import { parseDocument } from 'yaml';
import {
  EdgeFile,
  type EdgeTest,
  type Issue,
  ProblemMeta,
  REFERENCE_FILES,
  REFERENCE_LANGUAGES,
  zodIssues,
} from './schema.ts';

/**
 * Whole-folder validation: everything that can be checked without running code. Pure (works on
 * a map of relative path -> text), so it is tested without touching the bank.
 */

export interface ValidFolder {
  meta: ProblemMeta;
  edge: EdgeTest[];
}

export const REQUIRED_FILES = [
  'problem.yaml',
  'statement.md',
  'editorial.md',
  ...REFERENCE_LANGUAGES.map((l) => REFERENCE_FILES[l]),
  'solutions/brute.py',
  'tests/edge.json',
  'gen.py',
] as const;

function parseYaml(text: string, issues: Issue[]): unknown {
  const doc = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    for (const e of doc.errors) issues.push({ file: 'problem.yaml', message: e.message });
    return undefined;
  }
  return doc.toJS();
}

function parseJson(file: string, text: string, issues: Issue[]): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    issues.push({ file, message: `invalid JSON: ${(e as Error).message}` });
    return undefined;
  }
}

function checkExamples(meta: ProblemMeta, issues: Issue[]): void {
  const file = 'problem.yaml';
  for (const [i, ex] of meta.examples.entries()) {
    const field = `examples[${i}]`;
    const argErr = argsError(meta.signature, ex.args);
    if (argErr) issues.push({ file, field: `${field}.args`, message: argErr });
    const readable = parseReadableInput(meta.signature, ex.input);
    if (!readable.ok) {
      issues.push({ file, field: `${field}.input`, message: readable.error });
    } else if (JSON.stringify(readable.values) !== JSON.stringify(ex.args)) {
      issues.push({
        file,
        field: `${field}.input`,
        message: `says ${JSON.stringify(readable.values)} but args are ${JSON.stringify(ex.args)}`,
      });
    }
    let output: unknown;
    try {
      output = JSON.parse(ex.output);
    } catch {
      issues.push({
        file,
        field: `${field}.output`,
        message: `must be JSON (e.g. [0,1], true, "abc"), got ${ex.output}`,
      });
      continue;
    }
    const outErr = valueError(meta.signature.returns, output, 'output');
    if (outErr) issues.push({ file, field: `${field}.output`, message: outErr });
  }
}

function checkFiles(meta: ProblemMeta, files: ReadonlyMap<string, string>, issues: Issue[]): void {
  if (meta.checker === 'custom' && !files.has('checker.mjs')) {
    issues.push({ file: 'checker.mjs', message: 'missing: checker is custom' });
  }
  if (meta.checker !== 'custom' && files.has('checker.mjs')) {
    issues.push({ file: 'checker.mjs', message: `present but checker is ${meta.checker}` });
  }
  // Every problem of the bank has a validator and planted invalid inputs for it (FORMAT.md
  // "validator.py"). The schema leaves `invalid` optional: generated problems bring their own.
  if (!files.has('validator.py'))
    issues.push({ file: 'validator.py', message: 'missing: every problem needs its input validator' });
  if (!meta.invalid)
    issues.push({
      file: 'problem.yaml',
      field: 'invalid',
      message: 'missing: the validator needs planted invalid inputs',
    });
  for (const [i, bad] of (meta.invalid ?? []).entries()) {
    // Well-typed: what the validator judges is the statement's promises, not JSON.
    const err = argsError(meta.signature, bad.args);
    if (err) issues.push({ file: 'problem.yaml', field: `invalid[${i}].args`, message: err });
  }
  const listed = new Set(meta.wrong.map((w) => w.file));
  for (const [i, w] of meta.wrong.entries()) {
    if (!files.has(w.file))
      issues.push({ file: 'problem.yaml', field: `wrong[${i}].file`, message: `${w.file} does not exist` });
  }
  for (const path of files.keys()) {
    if (path.startsWith('wrong/') && !listed.has(path)) {
      issues.push({
        file: path,
        message: 'not listed under wrong: in problem.yaml (every planted solution needs its verdict)',
      });
    }
  }
  if (!/O\(/.test(files.get('editorial.md') ?? '')) {
    issues.push({
      file: 'editorial.md',
      message: 'states no complexity: give each approach its time and space, e.g. O(n)',
    });
  }
}

function checkEdge(meta: ProblemMeta, edge: EdgeTest[], issues: Issue[]): void {
  for (const [i, t] of edge.entries()) {
    const err = argsError(meta.signature, t.input);
    if (err) issues.push({ file: 'tests/edge.json', field: `[${i}] "${t.name}" input`, message: err });
    if (t.expected !== undefined) {
      const outErr = valueError(meta.signature.returns, t.expected, 'expected');
      if (outErr) issues.push({ file: 'tests/edge.json', field: `[${i}] "${t.name}"`, message: outErr });
    }
  }
}

/** Validates a problem folder given as relative path -> text. Returns the issues, all of them. */
export function validateFolder(
  slug: string,
  files: ReadonlyMap<string, string>,
): { ok: true; value: ValidFolder } | { ok: false; issues: Issue[] } {
  const issues: Issue[] = [];
  for (const f of REQUIRED_FILES) {
    if (!files.has(f)) issues.push({ file: f, message: 'missing (see content/FORMAT.md)' });
    else if ((files.get(f) ?? '').trim() === '') issues.push({ file: f, message: 'is empty' });
  }
  const rawMeta = files.has('problem.yaml') ? parseYaml(files.get('problem.yaml') ?? '', issues) : undefined;
  const parsedMeta = rawMeta === undefined ? undefined : ProblemMeta.safeParse(rawMeta);
  if (parsedMeta && !parsedMeta.success) issues.push(...zodIssues('problem.yaml', parsedMeta.error));
  const meta = parsedMeta?.success ? parsedMeta.data : undefined;

  const rawEdge = files.has('tests/edge.json')
    ? parseJson('tests/edge.json', files.get('tests/edge.json') ?? '', issues)
    : undefined;
  const parsedEdge = rawEdge === undefined ? undefined : EdgeFile.safeParse(rawEdge);
  if (parsedEdge && !parsedEdge.success) issues.push(...zodIssues('tests/edge.json', parsedEdge.error));
  const edge = parsedEdge?.success ? parsedEdge.data : undefined;

  if (meta) {
    if (meta.slug !== slug)
      issues.push({
        file: 'problem.yaml',
        field: 'slug',
        message: `is ${meta.slug} but the folder is ${slug}`,
      });
    checkExamples(meta, issues);
    checkFiles(meta, files, issues);
    if (edge) checkEdge(meta, edge, issues);
  }
  if (issues.length > 0 || !meta || !edge) return { ok: false, issues };
  return { ok: true, value: { meta, edge } };
}
