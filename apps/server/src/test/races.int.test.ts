import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, or } from 'drizzle-orm';
import { MSG } from '@sakinah/contract';
import { conversationStarts, images, photoAccessRequests, planUsage, profileRequests, subscriptions } from '../db/schema';
import { runSeed } from '../seed/run-seed';
import { createTestApp, type TestApp } from './test-app';
import { MATCH, buildMember, connect, signIn, activeMember, type MemberOverrides, type PlanLimits } from './factories';
import { multipartBody, pngImage } from './images';

/**
 * Every check-then-act on a counter or a state, fired in parallel: the limit or the transition holds
 * (DESIGN.md, Production realities: Concurrency). Runs on PGlite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: () => new Date() });
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const active = (overrides: MemberOverrides = {}, plan: PlanLimits = {}) =>
  activeMember(t.app, t.database.db, overrides, plan);

describe('parallel requests against one limit', () => {
  it("a plan's profile views: 12 different profiles opened at once with 3 views left open exactly 3", async () => {
    const viewer = await active({ ...MATCH.groom }, { maxProfileViews: 3 });
    const others = await Promise.all(Array.from({ length: 12 }, () => buildMember(t.database.db, { status: 'Active', ...MATCH.bride })));
    const answers = await Promise.all(others.map((other) => call('GET', `/api/user/${other.id}`, viewer.cookie)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(refused.every((res) => res.statusCode === 403 && res.json().message === MSG.profileViewLimit)).toBe(true);
    const used = await t.database.db
      .select()
      .from(planUsage)
      .where(and(eq(planUsage.subscriptionId, viewer.subscription.id), eq(planUsage.kind, 'profile')));
    expect(used).toHaveLength(3);
  });

  it('the daily cap on new conversations: 8 first messages at once with a cap of 2 start exactly 2', async () => {
    const me = await active({}, { messagingDailyCap: 2 });
    const others = await Promise.all(Array.from({ length: 8 }, () => buildMember(t.database.db, { status: 'Active' })));
    for (const other of others) await connect(t.database.db, me.member.id, other.id);
    const answers = await Promise.all(
      others.map((other, i) => call('POST', `/api/messages/${other.id}`, me.cookie, { clientId: `race-cap-${i}-${Date.now()}`, text: 'Assalamu alaikum' })),
    );
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(2);
    expect(answers.filter((res) => res.statusCode === 403).every((res) => res.json().message === MSG.dailyCapReached)).toBe(true);
    expect(await t.database.db.select().from(conversationStarts).where(eq(conversationStarts.starterId, me.member.id))).toHaveLength(2);
  });

  it('the 12-photo cap: three uploads of 2 at once with 8 photos stored add exactly 4', async () => {
    const me = await active();
    await t.database.db.insert(images).values(
      Array.from({ length: 8 }, (_, i) => ({ userId: me.member.id, storageKey: crypto.randomBytes(16).toString('hex'), width: 10, height: 10, position: i })),
    );
    const upload = async () => {
      const body = multipartBody([
        { filename: 'a.png', bytes: await pngImage() },
        { filename: 'b.png', bytes: await pngImage() },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/upload-images', payload: body.payload, headers: { ...body.headers, cookie: me.cookie } });
    };
    const answers = await Promise.all([upload(), upload(), upload()]);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(2);
    expect(answers.find((res) => res.statusCode !== 200)!.json().message).toBe(MSG.tooManyPhotos);
    expect(await t.database.db.select().from(images).where(eq(images.userId, me.member.id))).toHaveLength(12);
  });

  it('the same message sent twice at once is stored once', async () => {
    const me = await active();
    const other = await buildMember(t.database.db, { status: 'Active' });
    await connect(t.database.db, me.member.id, other.id);
    const body = { clientId: `race-dup-${Date.now()}`, text: 'once only' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', `/api/messages/${other.id}`, me.cookie, body)));
    expect(answers.every((res) => res.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((res) => res.json().message.id)).size).toBe(1);
  });
});

describe('parallel transitions of one state', () => {
  async function matchedPair() {
    const a = await active({ gender: 'male', caste: 'Ansari', casteInterestedIn: ['Syed'] });
    const b = await active({ gender: 'female', caste: 'Syed', casteInterestedIn: ['Ansari'] });
    return { a, b };
  }

  it('two members asking each other at the same moment make one open request, and the other is told why', async () => {
    const { a, b } = await matchedPair();
    const [fromA, fromB] = await Promise.all([
      call('POST', '/api/send-request', a.cookie, { receiverId: b.member.id }),
      call('POST', '/api/send-request', b.cookie, { receiverId: a.member.id }),
    ]);
    expect([fromA.statusCode, fromB.statusCode].sort()).toEqual([201, 409]);
    const loser = fromA.statusCode === 409 ? fromA : fromB;
    expect(loser.json().message).toBe(MSG.requestTheyAsked);
    const open = await t.database.db
      .select()
      .from(profileRequests)
      .where(
        and(
          or(
            and(eq(profileRequests.senderId, a.member.id), eq(profileRequests.receiverId, b.member.id)),
            and(eq(profileRequests.senderId, b.member.id), eq(profileRequests.receiverId, a.member.id)),
          ),
          inArray(profileRequests.status, ['pending', 'accepted']),
        ),
      );
    expect(open).toHaveLength(1);
  });

  it('a request accepted and cancelled at once ends in exactly one of the two', async () => {
    const { a, b } = await matchedPair();
    const request = (await call('POST', '/api/send-request', a.cookie, { receiverId: b.member.id })).json().request;
    const [accepted, cancelled] = await Promise.all([
      call('PUT', `/api/respond-request/${request.id}`, b.cookie, { action: 'accepted' }),
      call('DELETE', `/api/cancel-request/${request.id}`, a.cookie),
    ]);
    expect([accepted.statusCode, cancelled.statusCode].filter((code) => code === 200)).toHaveLength(1);
    const [row] = await t.database.db.select().from(profileRequests).where(eq(profileRequests.id, request.id));
    expect(row!.status).toBe(accepted.statusCode === 200 ? 'accepted' : 'cancelled');
  });

  it('asking again for photos while the owner accepts never turns a grant back into a request', async () => {
    const owner = await active({ photoPrivacy: 'private', ...MATCH.bride });
    const viewer = await active({ ...MATCH.groom });
    const [row] = await t.database.db
      .insert(photoAccessRequests)
      .values({ ownerId: owner.member.id, requesterId: viewer.member.id, status: 'rejected' })
      .returning();
    await t.database.db.update(photoAccessRequests).set({ status: 'pending' }).where(eq(photoAccessRequests.id, row!.id));
    const [accept, ask] = await Promise.all([
      call('PUT', `/api/respond-photo-request/${row!.id}`, owner.cookie, { status: 'accepted' }),
      call('POST', '/api/request-photo-access', viewer.cookie, { targetUserId: owner.member.id }),
    ]);
    expect(accept.statusCode).toBe(200);
    expect(ask.statusCode).toBe(409);
    const [after] = await t.database.db.select().from(photoAccessRequests).where(eq(photoAccessRequests.id, row!.id));
    expect(after!.status).toBe('accepted');
  });

  it('the free trial started five times at once starts once', async () => {
    const member = await buildMember(t.database.db, { isProfileComplete: true });
    const cookie = await signIn(t.app, member.email);
    const answers = await Promise.all(Array.from({ length: 5 }, () => call('POST', '/api/start-trial', cookie)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 200).map((res) => [res.statusCode, res.json().message])).toEqual(Array.from({ length: 4 }, () => [409, MSG.trialUsed]));
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id))).toHaveLength(1);
  });
});
