import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { drafts } from '../../db/schema';

export async function findDraft(db: Database, userId: string) {
  const [row] = await db.select().from(drafts).where(eq(drafts.userId, userId)).limit(1);
  return row;
}

export async function upsertDraft(
  db: Database,
  userId: string,
  sections: Record<string, Record<string, unknown>>,
  currentSection: string,
  now: Date,
): Promise<void> {
  await db
    .insert(drafts)
    .values({ userId, sections, currentSection, updatedAt: now })
    .onConflictDoUpdate({ target: drafts.userId, set: { sections, currentSection, updatedAt: now } });
}

export async function deleteDraft(db: Database, userId: string): Promise<void> {
  await db.delete(drafts).where(eq(drafts.userId, userId));
}
