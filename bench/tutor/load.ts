import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import type { z } from 'zod';
import {
  type FailingCase,
  type InjectionCase,
  InjectionFile,
  type OptimizeCase,
  ProblemCases,
} from './schema.ts';

/** Loads the evaluation set: cases/<slug>.yaml and injection/<family>.yaml, each through its schema. */

export const TUTOR_DIR = dirname(fileURLToPath(import.meta.url));

export interface LoadedFailing extends FailingCase {
  slug: string;
  file: string;
}
export interface LoadedOptimize extends OptimizeCase {
  slug: string;
  file: string;
}
export interface LoadedInjection extends InjectionCase {
  file: string;
}

export interface EvalSet {
  failing: LoadedFailing[];
  optimize: LoadedOptimize[];
  injections: LoadedInjection[];
}

export class EvalSetError extends Error {}

/**
 * Invisible characters are written visibly in the files and expanded on load, so a reviewer
 * sees them and no editor strips them: `{U+200B}` is one code point, `{TAGS:text}` is `text`
 * in Unicode tag characters (U+E0000 + the ASCII code of each character, invisible everywhere).
 */
export function expandInvisible(text: string): string {
  return text
    .replace(/\{U\+([0-9A-Fa-f]{4,6})\}/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/\{TAGS:([^}]*)\}/g, (_, ascii: string) =>
      [...ascii].map((ch) => String.fromCodePoint(0xe0000 + (ch.codePointAt(0) ?? 0))).join(''),
    );
}

/** The YAML files of a folder; a set without that folder (the generalisation halves have no injection/) has none. */
async function yamlFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  return names.filter((n) => n.endsWith('.yaml')).sort();
}

function parseWith<T extends z.ZodType>(schema: T, file: string, text: string): z.infer<T> {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (e) {
    throw new EvalSetError(`${file}: not YAML: ${(e as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `  ${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new EvalSetError(`${file}:\n${issues.join('\n')}`);
  }
  return result.data;
}

export async function loadEvalSet(root = TUTOR_DIR): Promise<EvalSet> {
  const set: EvalSet = { failing: [], optimize: [], injections: [] };
  const errors: string[] = [];
  const ids = new Set<string>();
  const claim = (id: string, file: string): void => {
    if (ids.has(id)) errors.push(`${file}: id ${id} is used twice in the set`);
    ids.add(id);
  };
  for (const name of await yamlFiles(join(root, 'cases'))) {
    const file = `cases/${name}`;
    try {
      const data = parseWith(ProblemCases, file, await readFile(join(root, file), 'utf8'));
      if (`${data.slug}.yaml` !== name) errors.push(`${file}: slug ${data.slug} differs from the file name`);
      for (const c of data.failing) {
        claim(c.id, file);
        set.failing.push({ ...c, slug: data.slug, file });
      }
      for (const c of data.optimize) {
        claim(c.id, file);
        set.optimize.push({ ...c, slug: data.slug, file });
      }
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  for (const name of await yamlFiles(join(root, 'injection'))) {
    const file = `injection/${name}`;
    try {
      const data = parseWith(InjectionFile, file, await readFile(join(root, file), 'utf8'));
      for (const c of data.injections) {
        claim(c.id, file);
        const expanded: LoadedInjection = { ...c, file };
        if (c.message !== undefined) expanded.message = expandInvisible(c.message);
        if (c.submission) expanded.submission = { ...c.submission, code: expandInvisible(c.submission.code) };
        set.injections.push(expanded);
      }
    } catch (e) {
      errors.push((e as Error).message);
    }
  }
  if (errors.length > 0) throw new EvalSetError(errors.join('\n'));
  return set;
}

/**
 * The code with the labelled line replaced by the case's fix (verify.ts requires it accepted).
 * The fix is written relative to the labelled line's indentation, which every fix line gets.
 */
export function applyFix(c: Pick<FailingCase, 'code' | 'bug' | 'fix'>): string | undefined {
  if (c.fix === undefined) return undefined;
  const lines = c.code.split('\n');
  const original = lines[c.bug.line - 1] ?? '';
  const indent = /^\s*/.exec(original)?.[0] ?? '';
  const fixed = c.fix
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => (l.trim() === '' ? l : indent + l));
  lines.splice(c.bug.line - 1, 1, ...fixed);
  return lines.join('\n');
}
