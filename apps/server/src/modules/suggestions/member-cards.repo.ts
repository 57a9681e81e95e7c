import { sql, type SQL } from 'drizzle-orm';
import { discoverySql, type DiscoveryViewer } from '../discovery/discovery.repo';
import type { DiscoveryRule } from '../privacy/policy';

/** The policy's discovery rules as SQL (the listing's own clauses), all or a named few. */
export function policyClauses(viewer: DiscoveryViewer, rules?: readonly DiscoveryRule[]): SQL {
  const all = discoverySql(viewer);
  const chosen = rules ? rules.map((rule) => all[rule]) : Object.values(all);
  return sql.join(chosen, sql` and `);
}
