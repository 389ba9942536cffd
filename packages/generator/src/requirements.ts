import type { Feature } from './family.ts';

/**
 * Custom requirements, as the learner typed them, matched to what families can honour. Each
 * clause (split at commas, semicolons, "and", new lines) is matched on its own; a clause that
 * names nothing known is reported back rather than silently dropped.
 */
const PATTERNS: Array<[Feature, RegExp]> = [
  ['negatives', /negative/i],
  ['duplicates', /duplicate|repeat(ed)? (values|numbers|elements)/i],
  ['grid', /grid|matrix|2d|two[- ]dimensional/i],
  ['weighted', /weight/i],
  ['nlogn', /n\s*log\s*n|nlogn|sort(ing|ed)?\b/i],
  ['linear', /\bo\(\s*n\s*\)|linear|one pass|single pass/i],
  ['large-input', /large|big|huge|10\^5|100000|100,000/i],
  ['strings', /\bstrings?\b|\bwords?\b|\btext\b|\bcharacters?\b/i],
];

export interface MatchedRequirements {
  features: Feature[];
  /** Clauses nothing matched. */
  unknown: string[];
}

export function matchRequirements(text: string | undefined): MatchedRequirements {
  const features = new Set<Feature>();
  const unknown: string[] = [];
  const clauses = (text ?? '')
    .split(/[,;\n]|\band\b|\bwith\b/i)
    .map((c) => c.trim())
    .filter((c) => c.length > 0);
  for (const clause of clauses) {
    const hits = PATTERNS.filter(([, re]) => re.test(clause)).map(([f]) => f);
    for (const f of hits) features.add(f);
    if (hits.length === 0) unknown.push(clause);
  }
  return { features: [...features], unknown };
}

export const FEATURE_LABELS: Record<Feature, string> = {
  negatives: 'negative numbers',
  duplicates: 'duplicate values',
  grid: 'a grid',
  weighted: 'a weighted graph',
  nlogn: 'an O(n log n) solution',
  linear: 'an O(n) solution',
  'large-input': 'large inputs',
  strings: 'strings',
};
