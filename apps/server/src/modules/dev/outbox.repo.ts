import { desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '@sakinah/contract';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

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
