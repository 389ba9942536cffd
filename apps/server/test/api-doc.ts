import fs from 'node:fs';

/** One documented call of docs/api.md: its table row's first two cells. */
export interface DocumentedCall {
  method: string;
  /** OpenAPI form: `/api/problems/{id}`. */
  path: string;
  /** The request cell as written. */
  request: string;
}

/** The calls of docs/api.md's tables (rows whose first cell is `` `METHOD /api/...` ``). */
export function documentedCalls(file: string): DocumentedCall[] {
  const calls: DocumentedCall[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    // `GET /api/x`, or several methods of one path: `GET/PATCH /api/x`.
    const m =
      /^\| `((?:GET|POST|PUT|PATCH|DELETE)(?:\/(?:GET|POST|PUT|PATCH|DELETE))*) (\/api\/[^`\s]*)` \| (.*?) \|/.exec(
        line,
      );
    if (!m) continue;
    const [, methods, raw, request] = m;
    const path = (raw ?? '').split('?')[0]?.replace(/:(\w+)/g, '{$1}') ?? '';
    for (const method of (methods ?? '').split('/')) calls.push({ method, path, request: request ?? '' });
  }
  return calls;
}

/**
 * The top-level fields of the first `{...}` object in a request cell, with whether the doc marks
 * them optional (`name?`) and what it says of them (the parenthesis after the name, if any).
 */
export function documentedBody(
  request: string,
): Map<string, { optional: boolean; note: string }> | undefined {
  const start = request.indexOf('`{');
  if (start < 0) return undefined;
  let depth = 0;
  let end = -1;
  for (let i = start + 1; i < request.length; i++) {
    const ch = request[i];
    if (ch === '{' || ch === '(' || ch === '[') depth++;
    else if (ch === '}' || ch === ')' || ch === ']') {
      depth--;
      if (depth === 0) {
        end = i;
        break;
      }
    }
  }
  if (end < 0) return undefined;
  const inner = request.slice(start + 2, end);
  // Split on commas at depth 0.
  const parts: string[] = [];
  let level = 0;
  let cur = '';
  for (const ch of inner) {
    if (ch === '{' || ch === '(' || ch === '[') level++;
    if (ch === '}' || ch === ')' || ch === ']') level--;
    if (ch === ',' && level === 0) {
      parts.push(cur);
      cur = '';
    } else cur += ch;
  }
  parts.push(cur);
  const fields = new Map<string, { optional: boolean; note: string }>();
  for (const p of parts) {
    const m = /^\s*(\w+)(\?)?\s*(?::\s*[^(]*)?(?:\((.*)\))?/s.exec(p);
    if (m?.[1]) fields.set(m[1], { optional: m[2] === '?', note: m[3] ?? '' });
  }
  return fields;
}
