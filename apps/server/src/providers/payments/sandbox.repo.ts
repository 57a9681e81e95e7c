import { eq } from 'drizzle-orm';
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

export async function markSandboxOrder(db: Database, id: string, status: 'attempted' | 'paid', paymentId: string | null): Promise<void> {
  await db.update(sandboxOrders).set({ status, paymentId }).where(eq(sandboxOrders.id, id));
}
