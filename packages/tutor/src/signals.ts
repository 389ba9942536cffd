/**
 * Static signals of a learner's code (Optimize): nested loops over the input, a linear search or
 * a sort inside a loop, string concatenation in a loop, recursion without memo. Read from
 * code-lines.ts; each names its line.
 */
import type { Language } from '@codecoach/contracts';
import { type CodeLine, readLines } from './code-lines.ts';
import type { StaticSignal } from './engine.ts';

/**
 * Calls that walk a whole list (a hidden loop): searches (C#'s `Contains`, `IndexOf` too),
 * JavaScript's array walks and front removals, Python's `pop(0)`, `insert(0, ...)`, `remove(...)`
 * and one-argument `sum`/`min`/`max`/`any`/`all` over a list (`max(best, x)`, with two arguments,
 * is O(1)), a spread into Math.max, C#'s `RemoveAt(0)` and `Insert(0, ...)`, Go's
 * `slices.Contains`/`slices.Index`, Rust's `position`, Ruby's `include?`, `find_index` and
 * `delete_at(0)`. A search in a set or a map (`seen.contains(x)` on a `HashSet`) is not one.
 */
const LINEAR_SEARCH =
  /\.(index|indexOf|lastIndexOf|includes|contains|count|some|every|filter|findIndex|shift|unshift|splice|position|rposition|Index|find_index)\(|\.include\?|\.delete_at\(\s*0\s*\)|\.(pop|insert)\(\s*0\s*[,)]|\.remove\(\s*\w+\s*\)|\b(?<![.\w])(sum|min|max|any|all)\(\s*[^,()]+\)|Math\.(max|min)\(\s*\.\.\.|\bstd::find\(|\bfind\(\s*\w+\.begin|\.(Contains|IndexOf|LastIndexOf|FindIndex)\(|\.(RemoveAt|Insert)\(\s*0\s*[,)]/;
/** Per language: Rust's iterator walks (`.iter().sum()`), Ruby's `sum`/`max`/`min` of a named list. */
const MORE_WALKS: Partial<Record<Language, RegExp>> = {
  rust: /\.(?:iter|into_iter)\(\)\s*\.\s*(?:any|all|find|sum|product|max|min)\b/,
  ruby: /(?<=\w)\.(?:sum|max|min)(?![\w?!(])/,
};
/** Sorts: `.sort(`, Ruby's `.sort`, `.sort!`, `.sort_by`, Rust's `.sort_unstable()`, Go's `sort.Ints`. */
const SORT =
  /\.sort(?:_\w+)?!?(?!\w)|\bsort\.(?:Ints|Strings|Float64s|Slice|SliceStable|Sort|Stable)\(|\bslices\.Sort\w*\(|\bsorted\(|Arrays\.sort|Collections\.sort|\bsort\(\s*\w+\.begin|\.Sort\(|\bqsort\(/;
const LOG_STRUCTURES =
  /heapq|PriorityQueue|priority_queue|TreeMap|TreeSet|\bmap<|\bset<|bisect|multiset|lower_bound|upper_bound|SortedSet|SortedDictionary|SortedList|BinaryHeap|BTreeMap|BTreeSet|container\/heap|\bheap\.(?:Init|Push|Pop)\(/;

/** Whether the code sorts or keeps an ordered structure (an O(log n) factor per element). */
export function usesSortOrTree(code: string): boolean {
  return SORT.test(code) || LOG_STRUCTURES.test(code);
}

function listNames(code: string, language: Language): Set<string> {
  const names = new Set<string>();
  const re =
    language === 'python'
      ? /(\w+)\s*(?::\s*List\[[^\]]*\])?\s*=\s*(?:\[|list\()/g
      : /(\w+)\s*=\s*(?:\[|new ArrayList|new LinkedList)|(?:vector<[^>]*>|List<[^>]*>|ArrayList<[^>]*>)\s*&?\s*(\w+)/g;
  for (const m of code.matchAll(re)) names.add((m[1] ?? m[2]) as string);
  return names;
}

/** Names bound to a set or a map, whose searches are O(1) (or O(log n)). */
function hashNames(code: string): Set<string> {
  const names = new Set<string>();
  const kinds =
    'HashSet|HashMap|BTreeSet|BTreeMap|TreeSet|TreeMap|LinkedHashSet|LinkedHashMap|Set|Map|Hash|Dictionary|SortedSet|SortedDictionary|set|dict|defaultdict|Counter|unordered_set|unordered_map|map|make\\(map';
  const res = [
    // seen = HashSet::new(), seen := make(map[int]bool), seen = Set.new, seen = {}, seen = set()
    new RegExp(
      `(\\w+)\\s*(?::[^=\\n]*)?:?=\\s*(?:new\\s+)?(?:${kinds})\\b|(\\w+)\\s*:?=\\s*(?:\\{\\s*\\}|map\\[)`,
      'g',
    ),
    // Set<Integer> seen, unordered_set<int> seen, seen: &HashSet<i32>
    new RegExp(
      `\\b(?:${kinds})\\s*<[^;=]*>\\s*&?\\s*(\\w+)|(\\w+)\\s*:\\s*&?(?:mut\\s+)?(?:${kinds})\\s*<`,
      'g',
    ),
  ];
  for (const re of res) for (const m of code.matchAll(re)) names.add((m[1] ?? m[2]) as string);
  return names;
}

/** Whether the code walks a whole list (LINEAR_SEARCH, MORE_WALKS), not counting a set's or a map's search. */
function walks(code: string, language: Language, hashes: ReadonlySet<string>): boolean {
  const more = MORE_WALKS[language];
  const re = new RegExp(`${LINEAR_SEARCH.source}${more ? `|${more.source}` : ''}`, 'g');
  for (const m of code.matchAll(re)) {
    const receiver = m[0].startsWith('.') ? /(\w+)\s*$/.exec(code.slice(0, m.index))?.[1] : undefined;
    if (!receiver || !hashes.has(receiver)) return true;
  }
  return false;
}

function stringNames(code: string): Set<string> {
  const names = new Set<string>();
  for (const m of code.matchAll(
    /(\w+)\s*(?::\s*str(?:ing)?)?\s*:?=\s*(?:""|''|``|String\.valueOf|new String)|(?:String|string)\s+(\w+)\s*=/g,
  ))
    names.add((m[1] ?? m[2]) as string);
  return names;
}

/** A function's definition per language (the name in the first group that matched). */
const DEFINITION =
  /^\s*(?:(?:public|private|static|final|inline)\s+)*[\w<>,[\]\s:&*]+?\s+(\w+)\s*\([^;]*\)\s*(?:const\s*)?\{?\s*$/;
const SCRIPT_FUNCTION =
  /(?:function\s+(\w+)\s*[<(]|(?:const|let|var)\s+(\w+)\s*(?::[^=]+)?=\s*(?:function|\([^)]*\)\s*(?::\s*[^=]+?)?\s*=>|\w+\s*=>))/;
const DEFINITIONS: Partial<Record<Language, RegExp>> = {
  python: /^\s*def\s+(\w+)\s*\(/,
  javascript: SCRIPT_FUNCTION,
  // TypeScript: a typed function or arrow, or a class method (`climbStairs(n: number): number {`).
  typescript: new RegExp(
    `${SCRIPT_FUNCTION.source}|^\\s*(?:(?:public|private|protected|static|async)\\s+)*(\\w+)\\s*(?:<[^>]*>)?\\s*\\([^)]*\\)\\s*(?::\\s*[^{]+)?\\{\\s*$`,
  ),
  // Go: a function, a method (its receiver first), a closure bound to a name.
  go: /^\s*func\s+(?:\([^)]*\)\s*)?(\w+)\s*[[(]|(\w+)\s*:?=\s*func\s*\(/,
  rust: /\bfn\s+(\w+)\s*[<(]/,
  ruby: /^\s*def\s+(?:self\.)?(\w+[?!]?)/,
};

function recursion(lines: ReturnType<typeof readLines>, raw: string, language: Language): StaticSignal[] {
  const defs: Array<{ name: string; line: number; indent: number }> = [];
  const defRe = DEFINITIONS[language] ?? DEFINITION;
  for (const l of lines) {
    const m = l.code.match(defRe);
    const name = m?.slice(1).find((x) => x !== undefined);
    if (name && !['if', 'for', 'while', 'switch', 'return', 'catch'].includes(name))
      defs.push({ name, line: l.no, indent: l.code.length - l.code.trimStart().length });
  }
  // A memo by name, or Ruby's `known[n] ||= ...` (an answer stored under its argument).
  if (/lru_cache|@cache\b|\bmemo\b|\bcache\b|\bdp\b|\bseen\b|\bvisited\b|\[[^\]\n]*\]\s*\|\|=/i.test(raw))
    return [];
  const out: StaticSignal[] = [];
  for (const d of defs) {
    const call = new RegExp(`\\b${d.name.replace(/[?!]/g, '\\$&')}\\s*\\(`, 'g');
    const after = lines.filter((l) => l.no > d.line);
    const self = after.find((l) => l.code.match(call));
    const calls = after.reduce((n, l) => n + (l.code.match(call)?.length ?? 0), 0);
    if (self && calls >= 2)
      out.push({
        kind: 'recursion-without-memo',
        line: self.no,
        detail: `${d.name} calls itself more than once per call with no memo, so the same arguments are solved again and again (exponential)`,
      });
  }
  return out;
}

const WORDS = new Set([
  'while',
  'and',
  'or',
  'not',
  'len',
  'size',
  'length',
  'empty',
  'isEmpty',
  'true',
  'false',
]);

/**
 * Each line's loop depth counting only the loops that multiply the work: an inner `while` whose
 * variables are not reset on each pass of the loop around it (two pointers, a monotonic stack,
 * a sliding window) advances at most n times in all, so it adds no factor of n.
 */
export function costDepths(lines: readonly CodeLine[]): number[] {
  const amortised = new Set<number>();
  for (const [i, l] of lines.entries()) {
    if (!l.isLoop || l.loopDepth < 2 || !(l.conditionLoop || /^\s*(?:\}\s*)?(?:while|until)\b/.test(l.code)))
      continue;
    let h = i - 1;
    while (h >= 0 && !((lines[h]?.isLoop ?? false) && (lines[h]?.loopDepth ?? 0) === l.loopDepth - 1)) h--;
    if (h < 0) continue;
    const cond = l.code.replace(/^\s*(?:\}\s*)?(?:while|until|for)\b/, '');
    // The names the loop advances (i++, j -= 1, stack.pop()): the ones whose reset would make it quadratic.
    const code = lines.map((x) => x.code).join('\n');
    const names = [...new Set(cond.match(/[A-Za-z_]\w*/g) ?? [])].filter(
      (n) =>
        !WORDS.has(n) &&
        new RegExp(
          `\\b${n}\\s*(\\+\\+|--|[-+]=)|(\\+\\+|--)${n}\\b|\\b${n}\\.(pop|pop_back|shift|poll|popleft|removeLast|removeFirst)\\(`,
        ).test(code),
    );
    const between = lines.slice(h + 1, i).map((x) => x.code);
    const reset = names.some((n) =>
      between.some((code) =>
        new RegExp(`(?:^|[^.\\w])${n}\\s*:?=(?!=)|\\b(?:let|var|const|int|auto|long)\\s+${n}\\b`).test(code),
      ),
    );
    if (names.length > 0 && !reset) amortised.add(l.no);
  }
  // A line inside an amortised loop loses that loop's factor.
  const out: number[] = [];
  const open: Array<{ depth: number }> = [];
  for (const l of lines) {
    while (open.length > 0 && l.code.trim() !== '' && l.loopDepth < (open[open.length - 1]?.depth ?? 0))
      open.pop();
    if (amortised.has(l.no)) open.push({ depth: l.loopDepth });
    const inside = open.filter((o) => l.loopDepth >= o.depth).length;
    out.push(Math.max(0, l.loopDepth - inside));
  }
  return out;
}

/**
 * What of a line runs on every pass of the loops around it: a Python `for` header, or the head of
 * a Go, Rust or Ruby `for`/iterator (`for x in nums.iter() {`, `xs.sort_by { .. }.each do |x|`),
 * is evaluated once, so only what follows its `{` or `do` counts; a `while` condition runs each time.
 */
function loopBody(l: CodeLine, language: Language): string {
  if (!l.isLoop) return l.code;
  if (language === 'python') return '';
  if (language !== 'go' && language !== 'rust' && language !== 'ruby') return l.code;
  if (l.conditionLoop || /^\s*(?:\}\s*)?(?:'\w+\s*:\s*)?(?:while|until|loop)\b/.test(l.code)) return l.code;
  const open = /\{|\bdo\b/.exec(l.code);
  return open ? l.code.slice(open.index + open[0].length) : '';
}

export function staticSignals(code: string, language: Language): StaticSignal[] {
  const lines = readLines(code, language);
  const depths = costDepths(lines);
  const lists = listNames(code, language);
  const strings = stringNames(code);
  const hashes = hashNames(code);
  const out: StaticSignal[] = [];
  const nestedAt = lines.findIndex((l, i) => l.isLoop && (depths[i] ?? 0) >= 2);
  const nested = lines[nestedAt];
  if (nested)
    out.push({
      kind: 'nested-loops',
      line: nested.no,
      detail: `a loop inside a loop: for n items this does about n^${Math.min(depths[nestedAt] ?? 2, 3)} steps`,
    });
  for (const l of lines) {
    if (l.loopDepth === 0) continue;
    const body = loopBody(l, language);
    const inList = language === 'python' ? body.match(/\bin\s+(\w+)\s*[:)\]]?/) : null;
    if (walks(body, language, hashes) || (inList && !l.isLoop && lists.has(inList[1] ?? '')))
      out.push({
        kind: 'linear-search-in-loop',
        line: l.no,
        detail:
          'a call that walks the whole list (a search, `some`/`filter`, `shift`, `pop(0)`, `sum`/`max` of a list) inside a loop repeats O(n) work on every pass',
      });
    if (SORT.test(body))
      out.push({
        kind: 'sort-in-loop',
        line: l.no,
        detail: 'sorting inside a loop repeats an O(n log n) step n times',
      });
    const concat = body.match(/(\w+)\s*\+=/);
    // Rust's `s += &t` appends in place.
    if (concat && strings.has(concat[1] ?? '') && language !== 'rust')
      out.push({
        kind: 'string-concat-in-loop',
        line: l.no,
        detail: 'building a string with += copies it each time; collect pieces and join once',
      });
  }
  out.push(...recursion(lines, code, language));
  const seen = new Set<string>();
  return out.filter((s) => {
    const key = `${s.kind}:${s.line}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Halving a range in a loop (binary search, fast power): an O(log n) loop. */
export function halves(code: string): boolean {
  return /\bmid\b|>>=\s*1|\/\/=\s*2|\/=\s*2|>>>\s*1|bisect|lower_bound|upper_bound|binarySearch|BinarySearch|\bbsearch\b|binary_search|partition_point|\bsort\.Search/.test(
    code,
  );
}

/**
 * The class read from the code alone, for when the runs were too fast to time: the deepest loop
 * nesting, a halving loop, a sort or ordered structure, recursion without memo.
 */
export function staticComplexity(code: string, language: Language): string {
  const lines = readLines(code, language);
  const depth = Math.max(0, ...costDepths(lines));
  const signals = staticSignals(code, language);
  if (signals.some((s) => s.kind === 'recursion-without-memo')) return 'O(2^n)';
  if (depth >= 3) return 'O(n^3)';
  if (depth === 2 || signals.some((s) => s.kind === 'linear-search-in-loop' || s.kind === 'sort-in-loop'))
    return halves(code) ? 'O(n log n)' : 'O(n^2)';
  if (SORT.test(code) || (depth >= 1 && LOG_STRUCTURES.test(code))) return 'O(n log n)';
  if (depth === 1) return halves(code) ? 'O(log n)' : 'O(n)';
  // No loop: a halving search is O(log n); one call that scans the input (indexOf, `in`, max,
  // sum...) is O(n).
  if (halves(code)) return 'O(log n)';
  if (
    walks(code, language, hashNames(code)) ||
    /\b(max|min|sum|sorted|reversed|reverse|count|join|split)\s*\(/.test(code)
  )
    return 'O(n)';
  return 'O(1)';
}
