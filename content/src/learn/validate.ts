import { CATEGORIES, type Category, DIFFICULTIES } from '@codecoach/contracts';
import type { BankEntry } from './bank-index.ts';
import type { LearnContent } from './load.ts';

/** At least this many tutorials (issue 16), and one per category. */
export const MIN_TUTORIALS = 18;

function duplicates(ids: string[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const id of ids) {
    if (seen.has(id)) repeated.push(id);
    seen.add(id);
  }
  return repeated;
}

/** A prerequisite cycle as a list of topic ids (first repeated at the end), or undefined. */
export function findCycle(edges: Map<string, string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (id: string): string[] | undefined => {
    if (state.get(id) === 'done') return undefined;
    if (state.get(id) === 'open') return [...stack.slice(stack.indexOf(id)), id];
    state.set(id, 'open');
    stack.push(id);
    for (const next of edges.get(id) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(id, 'done');
    return undefined;
  };
  for (const id of edges.keys()) {
    const cycle = visit(id);
    if (cycle) return cycle;
  }
  return undefined;
}

function checkTopics(c: LearnContent, bank: Map<string, BankEntry>, issues: string[]): void {
  const tutorials = new Set(c.tutorials.map((t) => t.id));
  const taught = new Set(c.paths.flatMap((p) => p.topics));
  const topicIds = new Set(c.topics.map((t) => t.id));
  for (const t of c.topics) {
    const where = `topics.yaml: ${t.id}`;
    if (!tutorials.has(t.tutorial)) issues.push(`${where}: tutorial '${t.tutorial}' does not exist`);
    if (!taught.has(t.id)) issues.push(`${where}: is in no path`);
    for (const d of duplicates(t.problems)) issues.push(`${where}: problem '${d}' listed twice`);
    let rank = 0;
    for (const slug of t.problems) {
      const p = bank.get(slug);
      if (!p) {
        issues.push(`${where}: problem '${slug}' is not in the bank`);
        continue;
      }
      const r = DIFFICULTIES.indexOf(p.difficulty);
      if (r < rank) issues.push(`${where}: problem '${slug}' (${p.difficulty}) comes after a harder one`);
      rank = Math.max(rank, r);
    }
    for (const pre of t.prerequisites) {
      if (pre === t.id) issues.push(`${where}: requires itself`);
      else if (!topicIds.has(pre)) issues.push(`${where}: prerequisite '${pre}' is not a topic`);
      else if (!taught.has(pre)) issues.push(`${where}: prerequisite '${pre}' is taught in no path`);
    }
  }
  const cycle = findCycle(new Map(c.topics.map((t) => [t.id, t.prerequisites])));
  if (cycle) issues.push(`topics.yaml: prerequisite cycle ${cycle.join(' -> ')}`);
}

function checkPaths(c: LearnContent, bank: Map<string, BankEntry>, issues: string[]): void {
  const topics = new Map(c.topics.map((t) => [t.id, t]));
  for (const p of c.paths) {
    const where = `paths.yaml: ${p.id}`;
    for (const d of duplicates(p.topics)) issues.push(`${where}: topic '${d}' listed twice`);
    const isCategory = (CATEGORIES as readonly string[]).includes(p.id);
    for (const [i, id] of p.topics.entries()) {
      const topic = topics.get(id);
      if (!topic) {
        issues.push(`${where}: topic '${id}' does not exist`);
        continue;
      }
      for (const pre of topic.prerequisites) {
        const at = p.topics.indexOf(pre);
        if (at > i) issues.push(`${where}: '${id}' comes before its prerequisite '${pre}'`);
      }
      if (!isCategory) continue;
      for (const slug of topic.problems) {
        const cat = bank.get(slug)?.category;
        if (cat && cat !== p.id) issues.push(`${where}: problem '${slug}' is in category '${cat}'`);
      }
    }
  }
  const pathIds = new Set(c.paths.map((p) => p.id));
  for (const cat of CATEGORIES)
    if (!pathIds.has(cat)) issues.push(`paths.yaml: no path for category '${cat}'`);
  const cross = c.paths.filter((p) => !(CATEGORIES as readonly string[]).includes(p.id));
  if (cross.length < 2) issues.push('paths.yaml: at least 2 cross-category paths are needed');
}

function checkTutorials(c: LearnContent, issues: string[]): void {
  if (c.tutorials.length < MIN_TUTORIALS) {
    issues.push(`tutorials: ${c.tutorials.length} found, at least ${MIN_TUTORIALS} needed`);
  }
  const covered = new Set<Category>(c.tutorials.map((t) => t.category));
  for (const cat of CATEGORIES) if (!covered.has(cat)) issues.push(`tutorials: none for category '${cat}'`);
  for (const t of c.tutorials) {
    const arity = t.example.signature.params.length;
    t.example.tests.forEach((test, i) => {
      if (test.args.length !== arity) {
        issues.push(
          `tutorials/${t.id}/tutorial.yaml: example.tests.${i}: ${test.args.length} args, signature has ${arity}`,
        );
      }
    });
  }
}

/**
 * Every check that needs no judge: ids unique, every problem and tutorial exists, no prerequisite
 * cycle, every prerequisite taught in some path and listed before its dependant in a path holding
 * both, category paths practise only their category, >= 3 problems per topic (schema), easiest
 * first, one path and one tutorial per category. Returns the issues; empty means valid.
 */
export function validateLearn(c: LearnContent, bank: Map<string, BankEntry>): string[] {
  const issues: string[] = [];
  for (const d of duplicates(c.paths.map((p) => p.id))) issues.push(`paths.yaml: id '${d}' used twice`);
  for (const d of duplicates(c.topics.map((t) => t.id))) issues.push(`topics.yaml: id '${d}' used twice`);
  checkTopics(c, bank, issues);
  checkPaths(c, bank, issues);
  checkTutorials(c, issues);
  return issues;
}
