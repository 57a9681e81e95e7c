import { and, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { formatPlanDate } from '@sakinah/contract';
import type { Placement } from '../../core/plans/stacking';
import { payments, receiptCounter, receipts, type subscriptions, users, type ReceiptDetails } from '../../db/schema';

export type ReceiptRow = typeof receipts.$inferSelect;

/** How a payment was made, as far as we know it when the receipt is issued. */
export function paymentMethodOf(provider: string): string {
  // The sandbox gateway stands in for a card payment; for Razorpay the receipt names the provider.
  return provider === 'sandbox' ? 'card' : provider;
}

/**
 * Takes the next receipt number. It must run inside the payment's transaction: the UPDATE locks
 * the counter row until commit, so numbers are handed out one at a time, and a rolled-back
 * activation gives its number back (the sequence has no gaps, unlike a PostgreSQL sequence).
 */
export async function takeReceiptNumber(tx: Database): Promise<number> {
  const take = () =>
    tx
      .update(receiptCounter)
      .set({ lastNumber: sql`${receiptCounter.lastNumber} + 1` })
      .where(eq(receiptCounter.id, 1))
      .returning({ lastNumber: receiptCounter.lastNumber });
  let [row] = await take();
  if (!row) {
    // The migration inserts the counter row; should it ever be missing, continue after the highest number.
    await tx.execute(
      sql`insert into ${receiptCounter} (id, last_number) select 1, coalesce(max(${receipts.number}), 0) from ${receipts} on conflict do nothing`,
    );
    [row] = await take();
  }
  if (!row) throw new Error('receipt counter unavailable');
  return row.lastNumber;
}

/** What the receipt says under its period, fixed at purchase: when a plan bought before approval starts, or which plan pauses. */
function periodNoteOf(subscription: typeof subscriptions.$inferSelect, placement: Placement | undefined, reviewTime: string | undefined): string | null {
  if (subscription.awaitingApproval) {
    return `Starts when our team approves your profile (${reviewTime ?? 'usually within one working day'}); the ${subscription.duration} is counted from then.`;
  }
  if (placement?.pauses) {
    return `Your ${placement.pauses.planName} plan is paused meanwhile and resumes on ${formatPlanDate(placement.pauses.resumesAt)} with all its remaining days, until ${formatPlanDate(placement.pauses.endsAt)}.`;
  }
  return null;
}

/**
 * Issues the receipt of a payment just recorded, in the same transaction (activateOrder): the
 * purchase's facts are fixed now; the seller's details are added when it is shown.
 */
export async function issueReceipt(
  tx: Database,
  input: { payment: typeof payments.$inferSelect; subscription: typeof subscriptions.$inferSelect; placement?: Placement; reviewTime?: string },
): Promise<ReceiptRow> {
  const { payment, subscription, placement } = input;
  const [member] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, payment.userId));
  const details: ReceiptDetails = {
    memberName: [member?.firstName, member?.lastName].filter((part) => part && part.trim()).join(' ').trim(),
    memberEmail: member?.email ?? '',
    planName: subscription.planName,
    duration: subscription.duration,
    periodStart: subscription.startsAt.toISOString(),
    periodEnd: subscription.endsAt.toISOString(),
    amountPaise: payment.amountPaise,
    currency: payment.currency,
    providerPaymentId: payment.providerPaymentId,
    method: paymentMethodOf(payment.provider),
    startsOnApproval: subscription.awaitingApproval,
    periodNote: periodNoteOf(subscription, placement, input.reviewTime),
  };
  const number = await takeReceiptNumber(tx);
  const [row] = await tx
    .insert(receipts)
    .values({ number, paymentId: payment.id, userId: payment.userId, issuedAt: payment.createdAt, details })
    .returning();
  return row!;
}

/** A receipt with whether its payment was refunded since. */
export type ReceiptWithStatus = ReceiptRow & { refunded: boolean };

const receiptWithStatus = { receipt: receipts, paymentStatus: payments.status };
const withStatus = (row: { receipt: ReceiptRow; paymentStatus: string } | undefined): ReceiptWithStatus | undefined =>
  row && { ...row.receipt, refunded: row.paymentStatus === 'refunded' };

async function findReceiptWhere(db: Database, where: SQL): Promise<ReceiptWithStatus | undefined> {
  const [row] = await db.select(receiptWithStatus).from(receipts).innerJoin(payments, eq(payments.id, receipts.paymentId)).where(where).limit(1);
  return withStatus(row);
}

/** A receipt by the provider's payment id (the id the member and the admin see). */
export const findReceiptByProviderPaymentId = (db: Database, providerPaymentId: string) => findReceiptWhere(db, eq(payments.providerPaymentId, providerPaymentId));

export const findReceiptByPaymentId = (db: Database, paymentId: string) => findReceiptWhere(db, eq(receipts.paymentId, paymentId));

/**
 * Claims the mailing of a receipt: true for exactly one caller, so a receipt is mailed at most
 * once even when two confirmations of the same payment race.
 */
export async function claimReceiptMailing(db: Database, paymentId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(receipts)
    .set({ mailedAt: now })
    .where(and(eq(receipts.paymentId, paymentId), isNull(receipts.mailedAt)))
    .returning({ number: receipts.number });
  return rows.length === 1;
}

/** Gives a claim back after the mail could not be sent, so a later attempt may send it. */
export async function releaseReceiptMailing(db: Database, paymentId: string): Promise<void> {
  await db.update(receipts).set({ mailedAt: null }).where(eq(receipts.paymentId, paymentId));
}

/** Receipts issued between `from` and `until` whose mail has not gone out (the mail server was away). */
export async function listUnmailedReceipts(db: Database, from: Date, until: Date): Promise<string[]> {
  const rows = await db
    .select({ paymentId: receipts.paymentId })
    .from(receipts)
    .where(and(isNull(receipts.mailedAt), gt(receipts.issuedAt, from), lte(receipts.issuedAt, until)))
    .limit(200);
  return rows.map((row) => row.paymentId);
}
