import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@sakinah/contract';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock, uniquePhone } from '../../test/factories';
import { completeProfileInput } from '../../test/profile-input';
import { runSeed } from '../../seed/run-seed';
import { multipartBody, pngImage } from '../../test/images';

/** One real phone number gives one free trial, however it is moved between accounts (attacker probe, stop 34). */
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RELAX_RATE_LIMITS: 'true' }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

/** A member with a verified number and a complete profile (its photo included, so a save keeps it complete). */
async function memberWith(contactNo: string) {
  const member = await buildMember(t.database.db, { contactNo, isProfileComplete: true });
  const cookie = await signIn(t.app, member.email);
  const photo = multipartBody([{ filename: 'me.png', bytes: await pngImage() }]);
  await t.app.inject({ method: 'POST', url: '/api/upload-images', payload: photo.payload, headers: { ...photo.headers, cookie } });
  await saveProfile(cookie, member.email, contactNo);
  return { member, cookie };
}
const startTrial = (cookie: string) => t.app.inject({ method: 'POST', url: '/api/start-trial', headers: { cookie } });
const saveProfile = (cookie: string, email: string, contactNo: string) =>
  t.app.inject({ method: 'PUT', url: '/api/update-user', headers: { cookie }, payload: completeProfileInput({ email, contactNo }) });

describe('the free trial and a verified number moved away', () => {
  it('a second account that verified the same number and then replaced it gets no trial; a fresh number does', async () => {
    const realNumber = uniquePhone();
    const first = await memberWith(realNumber);
    expect((await startTrial(first.cookie)).statusCode).toBe(200);
    // The first account frees the number; a second account verifies it, replaces it, then asks for a trial.
    expect((await saveProfile(first.cookie, first.member.email, uniquePhone())).statusCode).toBe(200);
    const second = await memberWith(realNumber);
    expect((await saveProfile(second.cookie, second.member.email, uniquePhone())).statusCode).toBe(200);
    const refused = await startTrial(second.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MSG.trialUsed);
    // Someone with a number of her own is not caught by it.
    const third = await memberWith(uniquePhone());
    expect((await startTrial(third.cookie)).statusCode).toBe(200);
  });

  it('replacing an unverified number records nothing: the trial stays hers to start', async () => {
    const { member, cookie } = await memberWith(uniquePhone());
    // A first change leaves the new number unverified; changing that one again frees nothing that was proven.
    expect((await saveProfile(cookie, member.email, uniquePhone())).statusCode).toBe(200);
    expect((await saveProfile(cookie, member.email, uniquePhone())).statusCode).toBe(200);
    expect((await startTrial(cookie)).statusCode).toBe(200);
  });
});
