/** One run of text in a compared value; `changed` runs are highlighted. */
export interface DiffPart {
  text: string;
  changed: boolean;
}

/** Values as the judge compares them: compact JSON (`[0,1]`, `"abc"`, `true`). */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function merge(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    if (!part.text) continue;
    const last = out.at(-1);
    if (last && last.changed === part.changed) last.text += part.text;
    else out.push({ ...part });
  }
  return out;
}

/** Two strings as common prefix, differing middle and common suffix. */
function diffText(a: string, b: string): [DiffPart[], DiffPart[]] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end])
    end++;
  const side = (s: string) =>
    merge([
      { text: s.slice(0, start), changed: false },
      { text: s.slice(start, s.length - end), changed: true },
      { text: s.slice(s.length - end), changed: false },
    ]);
  return [side(a), side(b)];
}

/** Two arrays element by element: an element differs, or exists on one side only. */
function diffArrays(a: unknown[], b: unknown[]): [DiffPart[], DiffPart[]] {
  const side = (own: unknown[], other: unknown[]) => {
    const parts: DiffPart[] = [{ text: '[', changed: false }];
    own.forEach((item, i) => {
      if (i > 0) parts.push({ text: ',', changed: false });
      const text = formatValue(item);
      parts.push({ text, changed: i >= other.length || text !== formatValue(other[i]) });
    });
    parts.push({ text: ']', changed: false });
    return merge(parts);
  };
  return [side(a, b), side(b, a)];
}

/**
 * Where an output differs from the expected one, for highlighting. Arrays compare per element
 * (the usual shape of an answer); anything else per character. The judge's verdict stays the
 * authority: with an order-insensitive checker a passed test can still differ here, so callers
 * highlight failed tests only.
 */
export function diffValues(expected: unknown, actual: unknown): { expected: DiffPart[]; actual: DiffPart[] } {
  const [e, a] =
    Array.isArray(expected) && Array.isArray(actual)
      ? diffArrays(expected, actual)
      : diffText(formatValue(expected), formatValue(actual));
  return { expected: e, actual: a };
}
