import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sandboxOrders } from '../../db/schema';

export async function insertSandboxOrder(
  db: Database,
  values: { id: string; amount: number; currency: string; receipt: string; callbackUrl: string; cancelUrl: string },
): Promise<void> {
  await db.insert(sandboxOrders).values(values);
}

export async function findSandboxOrder(db: Database, id: string) {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)).limit(1);
  return row;
}

export async function setSandboxUrls(db: Database, id: string, urls: { callbackUrl: string; cancelUrl: string }): Promise<void> {
  await db.update(sandboxOrders).set(urls).where(eq(sandboxOrders.id, id));
}

/**
 * Marks the order paid with `candidateId` unless a payment id is already on it, in one statement: a double click
 * (two posts at once) gets one payment, the first one's. Returns the order's payment id, and whether this call set it.
 */
export async function paySandboxOrderOnce(db: Database, id: string, candidateId: string): Promise<{ paymentId: string; first: boolean } | undefined> {
  const [row] = await db
    .update(sandboxOrders)
    .set({ status: 'paid', paymentId: sql`coalesce(${sandboxOrders.paymentId}, ${candidateId})` })
    .where(eq(sandboxOrders.id, id))
    .returning({ paymentId: sandboxOrders.paymentId });
  if (!row?.paymentId) return undefined;
  return { paymentId: row.paymentId, first: row.paymentId === candidateId };
}

/** A declined attempt on an order not paid yet (a paid order stays paid). False when it was already paid. */
export async function markSandboxAttempt(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .update(sandboxOrders)
    .set({ status: 'attempted', paymentId: null })
    .where(and(eq(sandboxOrders.id, id), ne(sandboxOrders.status, 'paid')))
    .returning({ id: sandboxOrders.id });
  return rows.length === 1;
}

export async function markSandboxOrder(db: Database, id: string, status: 'attempted' | 'paid', paymentId: string | null): Promise<void> {
  await db.update(sandboxOrders).set({ status, paymentId }).where(eq(sandboxOrders.id, id));
}
