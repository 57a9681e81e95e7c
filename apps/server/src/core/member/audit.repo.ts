import { desc, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  action: string;
  targetType: string;
  targetId?: string | null;
  targetLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  createdAt: Date;
}

export async function appendAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function listAudit(db: Database, limit: number, before?: Date) {
  return db
    .select()
    .from(auditLog)
    .where(before ? lt(auditLog.createdAt, before) : undefined)
    .orderBy(desc(auditLog.createdAt))
    .limit(limit);
}
