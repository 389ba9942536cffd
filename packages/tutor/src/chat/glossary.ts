/**
 * The chat's glossary (its entries in glossary-structures.ts and glossary-techniques.ts): the
 * common concepts the Learn tutorials name, each in a few sentences (what it is, in plain words,
 * when it helps, what it costs, how each language spells it) and the tutorial that teaches it
 * (content/learn/tutorials/<id>). Concept answers quote the tutorial's own section first; the
 * glossary frames it and answers "more simply" and "and in Java?".
 */
import type { Language } from '@codecoach/contracts';
import { STRUCTURES } from './glossary-structures.ts';
import { TECHNIQUES } from './glossary-techniques.ts';
import { PhraseIndex, words } from './normalise.ts';

export interface GlossaryEntry {
  id: string;
  name: string;
  /** Phrases that name it, as the normaliser writes them (lower case, shorthand spelled out). */
  aliases: string[];
  what: string;
  simple: string;
  use: string;
  cost?: string;
  languages?: Partial<Record<Language, string>>;
  /** The classic slips of the pattern: cases to test, and where to look when code fails. */
  traps?: string[];
  /** The Learn tutorial that teaches it. */
  tutorial?: string;
  /** The words to search the tutorials with (the name, unless it says too little). */
  search?: string;
}

export const GLOSSARY: GlossaryEntry[] = [...STRUCTURES, ...TECHNIQUES];

const INDEX = new PhraseIndex(
  GLOSSARY.flatMap((e) => e.aliases.map((a) => [a, e] as [string, GlossaryEntry])),
);

/** The glossary concepts a normalised message names, the most specific first ("monotonic stack" before "stack"). */
export function conceptsIn(normalised: string): GlossaryEntry[] {
  const found = INDEX.find(words(normalised)).sort((a, b) => b.length - a.length || a.start - b.start);
  const out: GlossaryEntry[] = [];
  const covered = new Set<number>();
  for (const f of found) {
    let overlaps = false;
    for (let i = f.start; i < f.end; i++) if (covered.has(i)) overlaps = true;
    if (overlaps || out.includes(f.value)) continue;
    for (let i = f.start; i < f.end; i++) covered.add(i);
    out.push(f.value);
  }
  return out;
}

export function glossaryEntry(id: string | undefined): GlossaryEntry | undefined {
  return id ? GLOSSARY.find((e) => e.id === id) : undefined;
}

/** Tags and categories that name the glossary entry of another id. */
const BY_KEY: Record<string, string> = {
  'hash-table': 'hash-map',
  array: 'hash-map',
  string: 'hash-map',
  linkedlist: 'linked-list',
  'linked-list': 'linked-list',
  dp: 'dynamic-programming',
  searching: 'binary-search',
  math: 'number-theory',
  'depth-first-search': 'dfs',
  'breadth-first-search': 'bfs',
  'binary-tree': 'tree',
  matrix: 'graph',
  'priority-queue': 'heap',
};
/** Keys too broad to name a pattern while a more specific one is there. */
const BROAD = new Set(['array', 'string', 'matrix']);

/** The glossary entry of a problem's pattern: its specific tags and category first, then the broad ones. */
export function patternEntry(category: string, tags: readonly string[]): GlossaryEntry | undefined {
  const keys = [category, ...tags];
  for (const k of [...keys.filter((x) => !BROAD.has(x)), ...keys.filter((x) => BROAD.has(x))]) {
    const e = glossaryEntry(BY_KEY[k] ?? k);
    if (e) return e;
  }
  return undefined;
}
