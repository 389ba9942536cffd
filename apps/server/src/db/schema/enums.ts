import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('a', 'b', ...)` for a CHECK constraint, from one of the contracts' lists
 * (docs/decisions/012-typed-enums-and-shaped-reads.md): the columns are `text(..., { enum })`, so TypeScript knows
 * their values, and the database refuses any other. The lists hold plain lower-case words, so
 * they are written as literals (drizzle-kit needs the constraint's text, not parameters); a
 * change to a list is a change to the constraint, which `npm run db:generate` picks up.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const v of values) if (!/^[a-z_-]+$/.test(v)) throw new Error(`not a plain enum value: ${v}`);
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
