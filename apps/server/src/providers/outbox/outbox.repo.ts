import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/**
 * The outbox store: the embedded mail and OTP providers keep what they would send here, and the
 * dev outbox page (`modules/dev`) reads it. It belongs to the providers, which import no module.
 */

export type OutboxChannel = OutboxMessage['channel'];

export async function insertOutboxMessage(
  db: Database,
  message: { channel: OutboxChannel; to: string; subject: string; text: string },
): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

export async function listOutboxMessages(db: Database, to: string | undefined, limit = 100): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
  return rows.map((row) => ({
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
