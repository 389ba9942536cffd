import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Category, Difficulty } from '@codecoach/contracts';
import { parse } from 'yaml';
import { listSlugs, PROBLEMS_DIR } from '../load.ts';

/** What the learning content needs to know of a bank problem. */
export interface BankEntry {
  slug: string;
  title: string;
  category: Category;
  difficulty: Difficulty;
  estimatedMinutes: number;
}

const INDEXED = new Set(['title', 'category', 'difficulty', 'estimatedMinutes']);

/**
 * The top-level entries `keys` of a YAML mapping, each with the lines indented under it: a
 * problem.yaml can be 200 KB (its invalid inputs), and parsing the whole bank's 1.4 MB to read four
 * fields took the first Learn request 2-16 s (the fuzzer's 15 s limit found it).
 */
export function topLevel(yaml: string, keys: Set<string>): string {
  const kept: string[] = [];
  let keep = false;
  for (const line of yaml.split('\n')) {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(line)?.[1];
    if (key !== undefined) keep = keys.has(key);
    else if (line !== '' && !/^[\s#]/.test(line)) keep = false; // anything else at column 0
    if (keep) kept.push(line);
  }
  return kept.join('\n');
}

/**
 * The bank's problems by slug, from their problem.yaml only (the folders' full validation is the
 * bank's own test); a folder whose yaml lacks the fields is left out, so a reference to it fails.
 */
export async function readBankIndex(problemsDir = PROBLEMS_DIR): Promise<Map<string, BankEntry>> {
  const index = new Map<string, BankEntry>();
  for (const slug of await listSlugs(problemsDir)) {
    const raw = await readFile(join(problemsDir, slug, 'problem.yaml'), 'utf8').catch(() => undefined);
    if (raw === undefined) continue;
    const y = parse(topLevel(raw, INDEXED)) as Partial<BankEntry> | null;
    if (!y?.category || !y.difficulty || !y.title) continue;
    index.set(slug, {
      slug,
      title: y.title,
      category: y.category,
      difficulty: y.difficulty,
      estimatedMinutes: typeof y.estimatedMinutes === 'number' ? y.estimatedMinutes : 30,
    });
  }
  return index;
}
