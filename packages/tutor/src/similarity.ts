/**
 * Token n-gram similarity by winnowing (Schleimer, Wilkerson, Aiken 2003, the idea behind MOSS):
 * code is tokenised with identifiers and literals normalised, so renaming variables does not hide
 * a copy; k-grams of tokens are hashed and a window keeps the minimum hash of each w consecutive
 * ones. Similarity of an answer to a reference = the share of the answer's fingerprints found in
 * the reference's (containment), so a reference pasted inside a longer answer still scores high.
 */
const KEYWORDS = new Set(
  `if else for while do return break continue function var let const class def in not and or is
  new this self public private static int long double float boolean bool char string void vector
  true false null None True False nullptr auto import from lambda yield try catch except finally
  throw raise struct map set list dict range len sort sorted min max push pop append size length
  unordered_map unordered_set HashMap HashSet ArrayList Math abs`.split(/\s+/),
);

/** Tokens of code or prose: identifiers become `v` unless a keyword, numbers `0`, strings `"`. */
export function tokens(text: string): string[] {
  const out: string[] = [];
  const re =
    /[A-Za-z_$][\w$]*|\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|==|!=|<=|>=|\+\+|--|&&|\|\||[^\s\w]/g;
  for (const m of text.matchAll(re)) {
    const t = m[0];
    if (/^[A-Za-z_$]/.test(t)) out.push(KEYWORDS.has(t) ? t : 'v');
    else if (/^\d/.test(t)) out.push('0');
    else if (t.startsWith('"') || t.startsWith("'")) out.push('"');
    else out.push(t);
  }
  return out;
}

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Winnowed fingerprints of a token sequence: k-gram hashes, the minimum of each window of w. */
export function fingerprints(toks: readonly string[], k = 6, w = 4): Set<number> {
  const grams: number[] = [];
  for (let i = 0; i + k <= toks.length; i++) grams.push(hash(toks.slice(i, i + k).join(' ')));
  const out = new Set<number>();
  if (grams.length === 0) return out;
  if (grams.length <= w) {
    out.add(Math.min(...grams));
    return out;
  }
  for (let i = 0; i + w <= grams.length; i++) out.add(Math.min(...grams.slice(i, i + w)));
  return out;
}

/** Fingerprints an answer needs before its similarity is meaningful (a few tokens match anything). */
export const MIN_FINGERPRINTS = 4;

/** Share (0..1) of the answer's fingerprints that occur in the reference's. */
export function containment(answer: Set<number>, reference: Set<number>): number {
  if (answer.size < MIN_FINGERPRINTS) return 0;
  let shared = 0;
  for (const f of answer) if (reference.has(f)) shared++;
  return shared / answer.size;
}

export function similarity(answer: string, reference: string): number {
  return containment(fingerprints(tokens(answer)), fingerprints(tokens(reference)));
}
