import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';

/**
 * A whole row as one JSON column, for the hottest statements (the session's member, plan and the member looked at).
 * Measured on the listing page: the pg driver spent about a tenth of the server's time per request describing
 * and decoding the 95+ columns of a users row for every execution (result.addFields, one parser per field); as
 * one JSON field the driver describes one column and JSON.parse decodes it (docs/performance.md). `rowOf` gives
 * back exactly what selecting the table's columns would: each value through its column's own decoder.
 */
export function jsonRow<T extends Table>(table: T) {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({ key, name: column.name, column }));
  return {
    /** The row as JSON (null when an outer join found none); `source` is the table or its alias in the statement. */
    select: (source: Table = table): SQL<Record<string, unknown> | null> => sql`row_to_json(${source})`,
    /** The JSON row decoded as drizzle decodes the table's columns. */
    rowOf(json: Record<string, unknown> | string | null): T['$inferSelect'] | null {
      if (json === null) return null;
      // PGlite and node-postgres both parse json; a driver that did not would hand over the text.
      const values = typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : json;
      const row: Record<string, unknown> = {};
      for (const { key, name, column } of columns) {
        const value = values[name];
        row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return row as T['$inferSelect'];
    },
  };
}
