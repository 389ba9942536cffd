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

/**
 * The bank's problems by slug, from their problem.yaml only (the folders' full validation is the
 * bank's own test); a folder whose yaml lacks the fields is left out, so a reference to it fails.
 */
export async function readBankIndex(problemsDir = PROBLEMS_DIR): Promise<Map<string, BankEntry>> {
  const index = new Map<string, BankEntry>();
  for (const slug of await listSlugs(problemsDir)) {
    const raw = await readFile(join(problemsDir, slug, 'problem.yaml'), 'utf8').catch(() => undefined);
    if (raw === undefined) continue;
    const y = parse(raw) as Partial<BankEntry> | null;
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
