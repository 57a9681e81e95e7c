import { planCapabilityColumns } from '../core/plans/plan-capabilities';
import { and, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { images, packages, subscriptions, users, type NewUserRow } from '../db/schema';
import type { PlanSeed } from './seed-data';

/** Inserts plans that are not there yet (by slug); never overwrites an admin's edits. */
export async function insertMissingPlans(db: Database, plans: PlanSeed[]): Promise<number> {
  const inserted = await db
    .insert(packages)
    .values(
      plans.map((plan, index) => ({
        slug: plan.slug,
        name: plan.name,
        description: plan.description,
        pricePaise: plan.priceRupees * 100,
        discountPercent: plan.discountPercent,
        duration: plan.duration,
        features: plan.features,
        highlighted: plan.highlighted,
        buttonText: `Get ${plan.name}`,
        maxPhotosViews: plan.maxPhotosViews,
        maxProfileViews: plan.maxProfileViews,
        messagingDailyCap: plan.messagingDailyCap,
        sortOrder: index,
      })),
    )
    .onConflictDoNothing({ target: packages.slug })
    .returning({ id: packages.id });
  return inserted.length;
}

export async function findPlanBySlug(db: Database, slug: string) {
  const [row] = await db.select().from(packages).where(eq(packages.slug, slug)).limit(1);
  return row;
}

export async function countUsersWithEmailDomain(db: Database, domain: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(like(users.email, `%@${domain}`));
  return row?.count ?? 0;
}

export async function findLiveUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUserRow): Promise<string> {
  const [row] = await db.insert(users).values(user).returning({ id: users.id });
  return row!.id;
}

export async function insertImageAsAvatar(
  db: Database,
  image: { userId: string; storageKey: string; width: number; height: number; perceptualHash: bigint | null },
): Promise<string> {
  const [row] = await db.insert(images).values({ ...image, position: 0 }).returning({ id: images.id });
  await db.update(users).set({ avatarImageId: row!.id }).where(eq(users.id, image.userId));
  return row!.id;
}

export async function insertComplimentarySubscription(
  db: Database,
  input: { userId: string; plan: NonNullable<Awaited<ReturnType<typeof findPlanBySlug>>>; startsAt: Date; endsAt: Date },
): Promise<void> {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: input.userId,
      packageId: input.plan.id,
      kind: 'complimentary',
      planName: input.plan.name,
      duration: input.plan.duration,
      ...planCapabilityColumns(input.plan.features),
      maxPhotosViews: input.plan.maxPhotosViews,
      maxProfileViews: input.plan.maxProfileViews,
      messagingDailyCap: input.plan.messagingDailyCap,
      startsAt: input.startsAt,
      endsAt: input.endsAt,
    })
    .returning({ id: subscriptions.id });
  await db.update(users).set({ currentSubscriptionId: row!.id }).where(eq(users.id, input.userId));
}

export async function promoteToAdmin(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ role: 'admin', passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
}
