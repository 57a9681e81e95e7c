import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { contactExchanges } from '../../db/schema';

/**
 * The contact exchange of a pair (its key: core/member/pair-key.repo.ts): the consent the contact rule reads
 * (policy.ts, contactAgreed), shown on a profile and in the conversation. Messaging writes it.
 */
const exchangeOfPair = preparedPerDatabase((db) =>
  db.select().from(contactExchanges).where(eq(contactExchanges.pairKey, sql.placeholder('pairKey'))).limit(1).prepare('contact_exchange_of_pair'),
);

export async function findExchange(db: Database, pairKey: string) {
  const [row] = await exchangeOfPair(db).execute({ pairKey });
  return row;
}
