import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profileRequests, users } from '../../db/schema';

/** What the landing page may claim, counted from the database: ID-verified members on the site, and connections made. */
export async function countSiteFacts(db: Database): Promise<{ verifiedProfiles: number; connections: number }> {
  const [verified] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.role, 'member'), eq(users.status, 'Active'), eq(users.verificationStatus, 'verified'), isNull(users.deletedAt)));
  const [connections] = await db.select({ n: sql<number>`count(*)::int` }).from(profileRequests).where(eq(profileRequests.status, 'accepted'));
  return { verifiedProfiles: verified?.n ?? 0, connections: connections?.n ?? 0 };
}
