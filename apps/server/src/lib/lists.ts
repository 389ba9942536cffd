import type { Pagination } from '@codecoach/contracts';

/** `%`, `_` and `\` taken literally in an ILIKE pattern (a search for "50%" finds "50%"). */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The `pagination` of a list answer (docs/api.md): at least one page, even when empty. */
export function pagination(page: number, limit: number, total: number): Pagination {
  return { pages: Math.max(1, Math.ceil(total / limit)), current: page, total, limit };
}
