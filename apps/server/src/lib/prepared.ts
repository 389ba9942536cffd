import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';

/**
 * Prepared statements for the reads every screen makes (the problem list, a problem's page, the
 * leaderboard). Each shape of a query (a filter, a sort) is built once, with `sql.placeholder`
 * for its values, and kept; PostgreSQL parses and plans it once per connection, under a name
 * derived from its text. For these small reads, building the SQL and planning it cost more than
 * running it.
 */

const dialect = new PgDialect();

function nameOf(text: string): string {
  return `cc_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
}

/** Keeps one statement per shape: `shape` names it, `build` makes it the first time it is asked for. */
export function shapeCache<T>(): (shape: string, build: () => T) => T {
  const made = new Map<string, T>();
  return (shape, build) => {
    let q = made.get(shape);
    if (!q) {
      q = build();
      made.set(shape, q);
    }
    return q;
  };
}

/** A Drizzle select prepared under the name of its text, with Drizzle's own result mapping. */
export function prepareNamed<P>(query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  return query.prepare(nameOf(query.toSQL().sql));
}

/** A raw statement prepared under the name of its text; run it with the placeholders' values. */
export function prepareRaw<T extends pg.QueryResultRow>(query: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  return async (pool: pg.Pool, values: Record<string, unknown>): Promise<T[]> =>
    (await pool.query<T>({ name, text, values: fillPlaceholders(params, values) })).rows;
}
