import { sql, type SQL } from 'drizzle-orm';

/**
 * The key of a pair of members, the same whichever of the two asks: conversations, contact exchanges and the
 * relations read by the privacy policy are stored under it.
 */
export const pairKeyOf = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
/** pairKeyOf in SQL, of two uuid expressions: uuids order as their lowercase text does. */
export const pairKeySql = (a: SQL, b: SQL) => sql`(least(${a}, ${b})::text || '|' || greatest(${a}, ${b})::text)`;
/** The two members of a pair key. */
export const membersOfPairKey = (pairKey: string) => pairKey.split('|') as [string, string];
