import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './client';
import { markPreparedText } from './pglite-prepared';

const dialect = new PgDialect();

/**
 * A statement for a hot path: its SQL (with `sql.placeholder`s for every value) is rendered once per
 * process instead of once per request, and PostgreSQL parses and plans it once per connection (a named
 * prepared statement; PGlite too, through db/pglite-prepared.ts). The text must not depend on the values.
 * The benchmarks showed both costs mattered: building the listing's SQL was a fifth of the server's
 * time per request, and planning it about half of PostgreSQL's (docs/performance.md).
 */
export function preparedStatement<Row>(name: string, build: () => SQL) {
  let query: ReturnType<PgDialect['sqlToQuery']> | undefined;
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    if (!query) {
      query = dialect.sqlToQuery(build());
      markPreparedText(query.sql);
    }
    const result = await db._.session.prepareQuery(query, undefined, name, false).execute(values);
    return (result as { rows: Row[] }).rows;
  };
}

/**
 * A query-builder statement prepared by name (drizzle's `.prepare`), built once per database handle
 * (or transaction) instead of once per call: for the look-ups nearly every signed-in request makes.
 * Its text is registered so that PGlite, whose drizzle driver drops the name, prepares it as well.
 */
export function preparedPerDatabase<Prepared>(build: (db: Database) => Prepared): (db: Database) => Prepared {
  const built = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
      if (hasQuery(statement)) markPreparedText(statement.getQuery().sql);
    }
    return statement;
  };
}

function hasQuery(statement: unknown): statement is { getQuery(): { sql: string } } {
  return typeof (statement as { getQuery?: unknown } | null)?.getQuery === 'function';
}
