import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';

/**
 * A whole row as one JSON column, for the hottest statements (the session's member, plan and the member looked at).
 * Measured on the listing page: the pg driver spent about a tenth of the server's time per request describing
 * and decoding the 95+ columns of a users row for every execution (result.addFields, one parser per field); as
 * one JSON field the driver describes one column and JSON.parse decodes it (docs/performance.md). `rowOf` gives
 * back exactly what selecting the table's columns would: each value through its column's own decoder.
 */
export function jsonRow<T extends Table>(table: T) {
  const decode = jsonDecoder(Object.fromEntries(Object.entries(getTableColumns(table)).map(([key, column]) => [key, { name: column.name, column }])));
  return {
    /** The row as JSON (null when an outer join found none); `source` is the table or its alias in the statement. */
    select: (source: Table = table): SQL<Record<string, unknown> | null> => sql`row_to_json(${source})`,
    /** The JSON row decoded as drizzle decodes the table's columns. */
    rowOf: (json: Record<string, unknown> | string | null) => decode(json) as T['$inferSelect'] | null,
  };
}

/**
 * Decodes a JSON object whose fields are columns (`fields`: the object's key for each, the field's name in the
 * JSON, and the column whose driver decoder it goes through), as drizzle would decode those columns selected.
 */
export function jsonDecoder(fields: Record<string, { name: string; column: Column }>) {
  const entries = Object.entries(fields);
  return (json: Record<string, unknown> | string | null): Record<string, unknown> | null => {
    if (json === null) return null;
    // PGlite and node-postgres both parse json; a driver that did not would hand over the text.
    const values = typeof json === 'string' ? (JSON.parse(json) as Record<string, unknown>) : json;
    const row: Record<string, unknown> = {};
    for (const [key, { name, column }] of entries) {
      const value = values[name];
      row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
    }
    return row;
  };
}
