import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { AppContext } from '../context';
import { hashPassword } from '../lib/passwords';
import { dropAllLists } from '../features/discovery/match-lists.repo';
import { renderVariants, variantKey } from '../core/media/image-pipeline';
import { insertHashBands } from '../features/photos/photo-hashes.repo';
import { drawAvatarSvg } from './avatar-art';
import { DEMO_EMAIL_DOMAIN, DEMO_MEMBER_COUNT, DEMO_PASSWORD, PLAN_SEEDS, buildDemoMembers } from './seed-data';
import {
  countUsersWithEmailDomain, findLiveUserByEmail, findPlanBySlug, insertComplimentarySubscription,
  insertImageAsAvatar, insertMissingPlans, insertUser,
} from './seed.repo';

/** Every demo member signs in with this password (embedded default only). */
export { DEMO_PASSWORD };

export interface SeedReport {
  plansAdded: number;
  membersAdded: number;
  admin?: { email: string; password: string | null; created: boolean };
}

/** Plans always; demo members and the admin only when demo seeding is on. Idempotent. */
export async function runSeed(ctx: Pick<AppContext, 'config' | 'db' | 'storage' | 'now'>): Promise<SeedReport> {
  const report: SeedReport = { plansAdded: await insertMissingPlans(ctx.db, PLAN_SEEDS), membersAdded: 0 };
  if (!ctx.config.seedDemo) return report;
  report.admin = await seedAdmin(ctx);
  if ((await countUsersWithEmailDomain(ctx.db, DEMO_EMAIL_DOMAIN)) < DEMO_MEMBER_COUNT) {
    report.membersAdded = await seedDemoMembers(ctx);
    // Demo members are written around updateUserFields: stored match lists do not know them, so forget the lists.
    if (report.membersAdded > 0) await dropAllLists(ctx.db);
  }
  return report;
}

async function seedAdmin(ctx: Pick<AppContext, 'config' | 'db' | 'now'>): Promise<NonNullable<SeedReport['admin']>> {
  const email = ctx.config.ADMIN_EMAIL.toLowerCase();
  const credentialsFile = path.join(ctx.config.dataDir, 'admin-credentials.json');
  const existing = await findLiveUserByEmail(ctx.db, email);
  const remembered = readRememberedPassword(credentialsFile, email);
  if (existing) return { email, password: ctx.config.ADMIN_PASSWORD ?? remembered, created: false };
  const password = ctx.config.ADMIN_PASSWORD ?? `Adm!${crypto.randomBytes(9).toString('base64url')}7`;
  await insertUser(ctx.db, {
    role: 'admin',
    firstName: 'Sakinah',
    lastName: 'Admin',
    email,
    passwordHash: await hashPassword(password),
    status: 'Active',
    approvedAt: ctx.now(),
    paymentStatus: 'paid',
  });
  if (!ctx.config.ADMIN_PASSWORD) {
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    fs.writeFileSync(credentialsFile, JSON.stringify({ email, password }, null, 2), { mode: 0o600 });
  }
  return { email, password, created: true };
}

function readRememberedPassword(file: string, email: string): string | null {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { email?: string; password?: string };
    return saved.email === email && typeof saved.password === 'string' ? saved.password : null;
  } catch {
    return null;
  }
}

async function seedDemoMembers(ctx: Pick<AppContext, 'db' | 'storage' | 'now'>): Promise<number> {
  const now = ctx.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const plan = await findPlanBySlug(ctx.db, 'standard-1-year');
  let added = 0;
  for (const member of buildDemoMembers(now)) {
    if (await findLiveUserByEmail(ctx.db, member.email)) continue;
    const { index, ...fields } = member;
    const createdAt = new Date(now.getTime() - (DEMO_MEMBER_COUNT - index) * 36e5 * 7);
    const userId = await insertUser(ctx.db, {
      ...fields,
      passwordHash,
      profileFor: 'self',
      phoneVerifiedAt: createdAt,
      paymentStatus: 'paid',
      isPaymentComplete: true,
      isProfileComplete: true,
      createdAt,
      updatedAt: createdAt,
      // Demo members were "approved" when they joined: reinstating one after a suspension restores Active.
      approvedAt: fields.status === 'Active' ? createdAt : null,
      lastActiveAt: new Date(now.getTime() - index * 36e5),
    });
    const svg = drawAvatarSvg(member.gender, index);
    const rendered = await renderVariants(await sharp(Buffer.from(svg)).png().toBuffer());
    const storageKey = crypto.randomBytes(16).toString('hex');
    await ctx.storage.put(variantKey(storageKey, 'small'), rendered.small, 'image/webp');
    await ctx.storage.put(variantKey(storageKey, 'large'), rendered.large, 'image/webp');
    await ctx.storage.put(variantKey(storageKey, 'blur'), rendered.blur, 'image/webp');
    const hash = rendered.hash?.hash ?? null;
    const imageId = await insertImageAsAvatar(ctx.db, { userId, storageKey, width: rendered.width, height: rendered.height, perceptualHash: hash });
    // Indexed like an upload (a copy uploaded later is found), but never compared: the drawn demo
    // portraits share one template and are near-duplicates of each other by design.
    if (hash !== null) await insertHashBands(ctx.db, imageId, userId, hash);
    if (plan) {
      await insertComplimentarySubscription(ctx.db, {
        userId,
        plan,
        startsAt: createdAt,
        endsAt: new Date(now.getTime() + 365 * 864e5),
      });
    }
    added += 1;
  }
  return added;
}
