import { sql, type SQL } from 'drizzle-orm';

/**
 * `canViewHeldPhoto` (policy.ts) as SQL, for a statement that reads photos for a viewer in one round trip (the
 * profile view): a held photo (matched to another member's, waiting for an admin) reaches its owner and admins only.
 * The admin test is `isAdmin` (db/member-row.ts) on the viewer's row.
 */
export const heldPhotoVisibleSql = (viewer: { id: SQL; role: SQL }, ownerId: SQL): SQL => sql`(${viewer.id} = ${ownerId} or ${viewer.role} = 'admin')`;
