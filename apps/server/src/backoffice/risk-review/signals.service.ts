import crypto from 'node:crypto';
import net from 'node:net';
import {
  DUPLICATE_TEXT_MIN_WORDS, DUPLICATE_TEXT_SIMILARITY, MANY_REPORTS_DISTINCT_REPORTERS, NEW_ACCOUNT_BURST_FIRST_MESSAGES, NEW_ACCOUNT_BURST_REQUESTS,
  NEW_ACCOUNT_HOURS, SHARED_ORIGIN_ACCOUNTS_PER_DAY,
} from '@sakinah/contract';
import type { AppContext } from '../../context';
import { fingerprint, textSimilarity } from './minhash';
import { raiseRisk } from '../../core/risk/raise-risk';
import { insertOrigin, membersSharingBands, openReportsAbout, originsSharing, outreachSince, replaceFingerprints, textsOf, type TextField } from './signals.repo';

/**
 * Fake-profile signals (issue 19 part 3): each check runs beside a member's own request, costs one or
 * two indexed reads, raises through raiseRisk (one open item per dedupe key, refreshed by repeats) and
 * never fails the request that triggered it.
 */

const HOUR_MS = 3_600_000;
const WINDOW_HOURS = 24;
/** At most this many accounts of one origin are looked at (and raised) per sign-up. */
const ORIGIN_GROUP_LIMIT = 20;
/** At most this many candidate near-copies are compared per saved text. */
const TEXT_CANDIDATE_LIMIT = 10;

async function quietly(what: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`risk signals: ${what} failed`, error);
  }
}

/** The address an admin may see: the last part hidden (IPv4 a.b.c.x, IPv6 the first three groups). */
export function maskAddress(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.\d+$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.x`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length ? `${groups.slice(0, 3).join(':')}::x` : 'x';
}

/**
 * Loopback, private and carrier-NAT addresses are never a client's own: they mean a development
 * machine or a proxy TRUST_PROXY does not name, where every account would share one address. Only
 * public addresses are compared (the device still is).
 */
const NOT_A_CLIENT = new net.BlockList();
for (const [network, prefix] of [['10.0.0.0', 8], ['172.16.0.0', 12], ['192.168.0.0', 16], ['127.0.0.0', 8], ['100.64.0.0', 10], ['169.254.0.0', 16], ['0.0.0.0', 8]] as const) {
  NOT_A_CLIENT.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [['::1', 128], ['fc00::', 7], ['fe80::', 10], ['::', 128]] as const) NOT_A_CLIENT.addSubnet(network, prefix, 'ipv6');

export function isPublicAddress(ip: string): boolean {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1] ?? ip;
  const family = net.isIP(v4);
  if (family === 0) return false;
  return !NOT_A_CLIENT.check(v4, family === 4 ? 'ipv4' : 'ipv6');
}

export const hashDeviceToken = (token: string) => crypto.createHash('sha256').update(`sk_device:${token}`).digest('hex');

/**
 * Records a new account's origin and raises `shared_origin` for every account in the group once
 * SHARED_ORIGIN_ACCOUNTS_PER_DAY accounts came from one device or one address within 24 hours. Every
 * account of the group gets (or refreshes) its own item, so a reviewer looking at any of them sees it.
 */
export async function recordAccountOrigin(ctx: AppContext, userId: string, ip: string, deviceToken: string | null): Promise<void> {
  await quietly('account origin', async () => {
    const now = ctx.now();
    const deviceHash = deviceToken ? hashDeviceToken(deviceToken) : null;
    await insertOrigin(ctx.db, { userId, ip, deviceHash, createdAt: now });
    const address = isPublicAddress(ip) ? ip : null;
    if (!address && !deviceHash) return;
    const group = await originsSharing(ctx.db, address, deviceHash, new Date(now.getTime() - WINDOW_HOURS * HOUR_MS), ORIGIN_GROUP_LIMIT);
    const sameDevice = deviceHash !== null && group.filter((o) => o.deviceHash === deviceHash).length >= SHARED_ORIGIN_ACCOUNTS_PER_DAY;
    const sameAddress = address !== null && group.filter((o) => o.ip === address).length >= SHARED_ORIGIN_ACCOUNTS_PER_DAY;
    if (!sameDevice && !sameAddress) return;
    // Only the accounts that made a threshold count belong to the group.
    const members = group.filter((o) => (sameDevice && o.deviceHash === deviceHash) || (sameAddress && o.ip === ip)).map((o) => o.userId);
    for (const subjectId of members) {
      await raiseRisk(ctx, {
        kind: 'shared_origin',
        subjectId,
        details: {
          accounts: members.length,
          windowHours: WINDOW_HOURS,
          sameDevice,
          sameAddress,
          ...(sameAddress ? { maskedAddress: maskAddress(ip) } : {}),
          otherAccountIds: members.filter((id) => id !== subjectId),
        },
        dedupeKey: `shared_origin:${subjectId}`,
      });
    }
  });
}

/**
 * A young account reaching out fast: called after a request is sent or a message is stored. Accounts
 * older than NEW_ACCOUNT_HOURS return at once (no query); young ones cost two indexed counts.
 */
export async function checkNewAccountBurst(ctx: AppContext, member: { id: string; createdAt: Date }): Promise<void> {
  const now = ctx.now();
  const ageMs = now.getTime() - member.createdAt.getTime();
  if (ageMs >= NEW_ACCOUNT_HOURS * HOUR_MS) return;
  await quietly('new account burst', async () => {
    const { requests, firstMessages } = await outreachSince(ctx.db, member.id, member.createdAt);
    if (requests < NEW_ACCOUNT_BURST_REQUESTS && firstMessages < NEW_ACCOUNT_BURST_FIRST_MESSAGES) return;
    await raiseRisk(ctx, {
      kind: 'new_account_burst',
      subjectId: member.id,
      details: {
        requests,
        firstMessages,
        accountAgeHours: Math.round((ageMs / HOUR_MS) * 10) / 10,
        thresholds: { hours: NEW_ACCOUNT_HOURS, requests: NEW_ACCOUNT_BURST_REQUESTS, firstMessages: NEW_ACCOUNT_BURST_FIRST_MESSAGES },
      },
      dedupeKey: `new_account_burst:${member.id}`,
    });
  });
}

const FIELDS: ReadonlyArray<{ field: TextField; key: 'aboutMe' | 'expectations' }> = [
  { field: 'about_me', key: 'aboutMe' },
  { field: 'expectations', key: 'expectations' },
];

/**
 * On profile save: for each free-text field that changed, replace the member's MinHash bands, find the
 * members sharing a band, compute the exact similarity with their text and raise `duplicate_text` about
 * the later of the two accounts when it reaches DUPLICATE_TEXT_SIMILARITY. Texts saved before this
 * check existed are fingerprinted when next edited (seeded members are never, so seeds raise nothing).
 */
export async function checkDuplicateTexts(
  ctx: AppContext,
  member: { id: string; createdAt: Date; aboutMe: string | null; expectations: string | null },
  saved: { aboutMe?: string | null; expectations?: string | null },
): Promise<void> {
  for (const { field, key } of FIELDS) {
    const text = saved[key];
    if (text === undefined || text === member[key]) continue;
    await quietly(`duplicate ${field}`, async () => {
      const { words, bands } = fingerprint(text, DUPLICATE_TEXT_MIN_WORDS);
      await replaceFingerprints(ctx.db, member.id, field, bands);
      const candidates = await membersSharingBands(ctx.db, member.id, field, bands, TEXT_CANDIDATE_LIMIT);
      for (const other of await textsOf(ctx.db, candidates)) {
        if (other.deletedAt) continue;
        const similarity = textSimilarity(text ?? '', other[key] ?? '');
        if (similarity < DUPLICATE_TEXT_SIMILARITY) continue;
        // The later account is the suspect copy; the earlier one is shown beside it.
        const meLater = member.createdAt.getTime() >= other.createdAt.getTime();
        const [subjectId, otherId] = meLater ? [member.id, other.id] : [other.id, member.id];
        await raiseRisk(ctx, {
          kind: 'duplicate_text',
          subjectId,
          otherId,
          details: { field, similarity: Math.round(similarity * 100) / 100, words },
          dedupeKey: `duplicate_text:${field}:${subjectId}:${otherId}`,
        });
      }
    });
  }
}

/** After a report is stored: distinct reporters of open reports about the member, per reason. */
export async function checkManyReports(ctx: AppContext, reportedId: string): Promise<void> {
  await quietly('many reports', async () => {
    const rows = await openReportsAbout(ctx.db, reportedId);
    const reporters = rows.reduce((sum, r) => sum + r.n, 0);
    if (reporters < MANY_REPORTS_DISTINCT_REPORTERS) return;
    await raiseRisk(ctx, {
      kind: 'many_reports',
      subjectId: reportedId,
      // Counts only: never who reported.
      details: { reporters, reasons: Object.fromEntries(rows.map((r) => [r.reason, r.n])) },
      dedupeKey: `many_reports:${reportedId}`,
    });
  });
}
