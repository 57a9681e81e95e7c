import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CALL_TEXT, MSG } from '@sakinah/contract';
import { startBuiltServer, type BuiltServer } from './support/built-server';
import { CHROME_ARGS } from './support/constants';
import { screenshot } from './support/browser';
import { contextWithCookie, demoMember, outbox, DEMO_PASSWORD } from './support/accounts';
import { startCoturn, turnserverPresent, type LocalCoturn } from './support/coturn';

/**
 * Calls (issue 44) in real Chromium with a fake camera and microphone: two and three people, each in their own
 * browser context, on their own server (demo data) so no other browser test's members ring. Media goes browser to
 * browser; getStats says what arrived and through which candidate pair.
 */
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const PHONE_390 = { width: 390, height: 844 } as const;
const DESKTOP = { width: 1280, height: 900 } as const;

let browser: Browser;
let server: BuiltServer;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startBuiltServer('calls', { SEED_DEMO: 'true' });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', headless: true, args: [...CHROME_ARGS, ...FAKE_MEDIA] });
}, 120_000);
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close().catch(() => undefined);
  await server?.stop();
});

interface Person {
  index: number;
  id: string;
  name: string;
  cookie: string;
}

async function api(base: string, cookie: string, method: string, path: string, body?: unknown) {
  return fetch(`${base}/api${path}`, { method, headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function signedIn(base: string, index: number): Promise<Person> {
  const member = demoMember(index);
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: member.email, password: DEMO_PASSWORD }) });
  if (!res.ok) throw new Error(`login ${member.email}: ${res.status}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const user = (await (await api(base, cookie, 'GET', '/get-user')).json()).user as { id: string; firstName: string; lastName: string };
  return { index, id: user.id, name: `${user.firstName} ${user.lastName}`, cookie };
}

const matches = (a: ReturnType<typeof demoMember>, b: ReturnType<typeof demoMember>) =>
  a.gender !== b.gender && a.casteInterestedIn.includes(b.caste) && b.casteInterestedIn.includes(a.caste);

/** A demo member not in `used` who may discover (and so connect with) `with`. */
function partnerOf(withIndex: number, used: number[]): number {
  for (let i = 0; i < 40; i += 1) if (!used.includes(i) && i !== withIndex && matches(demoMember(i), demoMember(withIndex))) return i;
  throw new Error('no partner among the demo members');
}

async function connectPeople(base: string, a: Person, b: Person) {
  const sent = await (await api(base, a.cookie, 'POST', '/send-request', { receiverId: b.id })).json();
  expect((await api(base, b.cookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' })).status).toBe(200);
}

async function pageOf(base: string, person: Person, path: string, viewport: { width: number; height: number } = PHONE_390, options: { refuseMedia?: boolean } = {}): Promise<Page> {
  const context = await contextWithCookie(browser, person.cookie, viewport, base);
  contexts.push(context);
  // A person who refused the camera and microphone (the fake UI would allow them).
  if (options.refuseMedia) {
    await context.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
  }
  // Keeps each peer connection the page makes, so the test can read its statistics as chrome://webrtc-internals would.
  await context.addInitScript(() => {
    const Original = window.RTCPeerConnection;
    const all: RTCPeerConnection[] = [];
    (window as unknown as { __peers: RTCPeerConnection[] }).__peers = all;
    window.RTCPeerConnection = class extends Original {
      constructor(config?: RTCConfiguration) {
        super(config);
        all.push(this);
      }
    } as typeof RTCPeerConnection;
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** What the page's open peer connections received, and the kind of candidates their selected pairs use. */
async function mediaStats(page: Page) {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.filter((pc) => pc.connectionState !== 'closed');
    const out: Array<{ videoBytes: number; audioBytes: number; local: string | null; remote: string | null }> = [];
    for (const pc of peers) {
      const stats = await pc.getStats();
      let videoBytes = 0;
      let audioBytes = 0;
      let pairId: string | null = null;
      const byId = new Map<string, Record<string, unknown>>();
      stats.forEach((report: Record<string, unknown>) => {
        byId.set(report.id as string, report);
        if (report.type === 'inbound-rtp' && report.kind === 'video') videoBytes += (report.bytesReceived as number) ?? 0;
        if (report.type === 'inbound-rtp' && report.kind === 'audio') audioBytes += (report.bytesReceived as number) ?? 0;
        if (report.type === 'transport' && report.selectedCandidatePairId) pairId = report.selectedCandidatePairId as string;
      });
      const pair = pairId ? byId.get(pairId) : undefined;
      const local = pair ? (byId.get(pair.localCandidateId as string)?.candidateType as string) : null;
      const remote = pair ? (byId.get(pair.remoteCandidateId as string)?.candidateType as string) : null;
      out.push({ videoBytes, audioBytes, local: local ?? null, remote: remote ?? null });
    }
    return out;
  });
}

/** Every remote video on the call screen plays (frames decoded, a size known). */
async function remoteVideosPlay(page: Page, count: number) {
  await page.waitForFunction(
    (n) => {
      const videos = Array.from(document.querySelectorAll<HTMLVideoElement>('video[data-testid="remote-video"]'));
      return videos.length === n && videos.every((v) => v.readyState >= 2 && v.videoWidth > 0 && !v.paused);
    },
    count,
    { timeout: 30_000 },
  );
}

const callScreen = (page: Page) => page.getByRole('dialog', { name: CALL_TEXT.screenLabel });
const incoming = (page: Page, kind: 'voice' | 'video') => page.getByRole('alertdialog', { name: kind === 'video' ? CALL_TEXT.incomingVideo : CALL_TEXT.incomingVoice });

// Demo members for these tests (their own server: nothing else uses them).
const A = 0;
const B = partnerOf(A, [A]);
const C = partnerOf(B, [A, B]);
const GROOM = partnerOf(B, [A, B, C]);
/** Another couple, for the call screen's tests. */
const [R1, R2] = (() => {
  const used = [A, B, C, GROOM];
  for (let i = 0; i < 40; i += 1) {
    if (used.includes(i)) continue;
    try {
      return [i, partnerOf(i, [...used, i])];
    } catch {
      // no partner left for this one
    }
  }
  throw new Error('no second couple among the demo members');
})();

describe('calls between two members', () => {
  it('a video call connects from the conversation on phones: the remote video plays and bytes arrive; either side ends it', async () => {
    const base = server.baseUrl;
    const [a, b] = [await signedIn(base, A), await signedIn(base, B)];
    await connectPeople(base, a, b);
    const pageA = await pageOf(base, a, `/user/messages/${b.id}`);
    const pageB = await pageOf(base, b, '/dashboard');

    await pageA.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).waitFor();
    await screenshot(pageA, 'call-header-390', { fullPage: false });
    await pageA.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
    await callScreen(pageA).getByText(CALL_TEXT.ringing).waitFor();
    // The call reaches her on whatever page she has open.
    const ring = incoming(pageB, 'video');
    await ring.getByText(a.name).waitFor({ timeout: 15_000 });
    await screenshot(pageB, 'call-incoming-390', { fullPage: false });
    await ring.getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();

    await remoteVideosPlay(pageA, 1);
    await remoteVideosPlay(pageB, 1);
    await expect.poll(async () => (await mediaStats(pageB))[0]?.videoBytes ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(async () => (await mediaStats(pageA))[0]?.audioBytes ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    await callScreen(pageB).getByRole('status').getByText(CALL_TEXT.connected).waitFor();
    // Without TURN the browsers connect directly (loopback here).
    expect((await mediaStats(pageA))[0]?.local).not.toBe('relay');
    await screenshot(pageB, 'call-video-390', { fullPage: false });
    for (const name of [CALL_TEXT.mute, CALL_TEXT.cameraOff, CALL_TEXT.endCall, CALL_TEXT.report]) {
      await callScreen(pageB).getByRole('button', { name, exact: true }).waitFor();
    }
    await callScreen(pageB).getByRole('button', { name: CALL_TEXT.mute, exact: true }).click();
    await callScreen(pageB).getByRole('button', { name: CALL_TEXT.unmute, exact: true }).waitFor();

    await pageB.setViewportSize(DESKTOP);
    await screenshot(pageB, 'call-video-1280', { fullPage: false });
    await callScreen(pageB).getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
    await callScreen(pageA).waitFor({ state: 'detached', timeout: 10_000 });
    await pageA.getByText(CALL_TEXT.ended).first().waitFor();
    // The conversation keeps an entry of it.
    await pageA.getByTestId('call-log').getByText(/^Video call · \d+ s$/).waitFor({ timeout: 10_000 });
    await pageA.context().close();
    await pageB.context().close();
  });

  it('decline, busy, and a missed call after 45 s on a controlled clock', async () => {
    const base = server.baseUrl;
    const [a, b, c] = [await signedIn(base, A), await signedIn(base, B), await signedIn(base, C)];
    await connectPeople(base, c, b);
    const pageA = await pageOf(base, a, `/user/messages/${b.id}`, DESKTOP);
    const pageB = await pageOf(base, b, `/user/messages/${a.id}`);

    // Decline.
    await pageA.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).click();
    await incoming(pageB, 'voice').getByRole('button', { name: CALL_TEXT.decline, exact: true }).click();
    await pageA.getByText(CALL_TEXT.declined).waitFor({ timeout: 10_000 });
    await callScreen(pageA).waitFor({ state: 'detached' });

    // Busy: while A and B talk, C rings B and is told she is on another call.
    await pageA.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).click();
    await incoming(pageB, 'voice').getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    await callScreen(pageB).waitFor();
    const pageC = await pageOf(base, c, `/user/messages/${b.id}`);
    await pageC.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).click();
    await pageC.getByText(MSG.callBusy).waitFor({ timeout: 10_000 });
    expect(await callScreen(pageC).count()).toBe(0);
    await callScreen(pageA).getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
    await callScreen(pageB).waitFor({ state: 'detached', timeout: 10_000 });

    // Missed: C's clock is controlled; 45 s pass with no answer.
    await pageC.clock.install();
    await pageC.reload();
    await pageC.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
    await incoming(pageB, 'video').waitFor({ timeout: 10_000 });
    await pageC.clock.fastForward(46_000);
    await pageC.getByText(CALL_TEXT.missed).waitFor({ timeout: 10_000 });
    await incoming(pageB, 'video').waitFor({ state: 'detached', timeout: 10_000 });
    await pageB.goto(`/user/messages/${c.id}`);
    await pageB.getByTestId('call-log').getByText('Missed video call').waitFor({ timeout: 10_000 });
    for (const page of [pageA, pageB, pageC]) await page.context().close();
  });

  it('a block during a call ends it at once for both', async () => {
    const base = server.baseUrl;
    const [b, c] = [await signedIn(base, B), await signedIn(base, C)];
    const pageC = await pageOf(base, c, `/user/messages/${b.id}`);
    const pageB = await pageOf(base, b, '/dashboard');
    await pageC.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).click();
    await incoming(pageB, 'voice').getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    await callScreen(pageC).getByText(b.name.split(' ')[0]!, { exact: false }).first().waitFor();
    await expect.poll(async () => (await mediaStats(pageC))[0]?.audioBytes ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    // She blocks him (from her other device: the call screen covers this one).
    expect((await api(base, b.cookie, 'POST', `/block/${c.id}`)).status).toBe(200);
    await callScreen(pageC).waitFor({ state: 'detached', timeout: 10_000 });
    await callScreen(pageB).waitFor({ state: 'detached', timeout: 10_000 });
    expect((await api(base, c.cookie, 'POST', '/calls', { userId: b.id, kind: 'voice' })).status).toBe(404);
    await pageB.context().close();
    await pageC.context().close();
  });
});

describe('on the call screen', () => {
  it('a refused camera is explained with what to do, and nothing rings', async () => {
    const base = server.baseUrl;
    const [x, y] = [await signedIn(base, R1), await signedIn(base, R2)];
    await connectPeople(base, x, y);
    const page = await pageOf(base, x, `/user/messages/${y.id}`, PHONE_390, { refuseMedia: true });
    await page.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
    await callScreen(page).getByRole('alert').getByText(CALL_TEXT.cameraBlocked).waitFor();
    await screenshot(page, 'call-camera-refused-390', { fullPage: false });
    expect((await (await api(base, y.cookie, 'GET', '/calls/current')).json()).current).toBeNull();
    await callScreen(page).getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
    await callScreen(page).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('a call is reported from the call screen, which ends it', async () => {
    const base = server.baseUrl;
    const [x, y] = [await signedIn(base, R1), await signedIn(base, R2)];
    const pageX = await pageOf(base, x, `/user/messages/${y.id}`);
    const pageY = await pageOf(base, y, '/dashboard', DESKTOP);
    await pageX.getByRole('button', { name: CALL_TEXT.voiceCall, exact: true }).click();
    await incoming(pageY, 'voice').getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    await expect.poll(async () => (await mediaStats(pageY))[0]?.audioBytes ?? 0, { timeout: 20_000 }).toBeGreaterThan(0);
    await callScreen(pageY).getByRole('button', { name: CALL_TEXT.report, exact: true }).click();
    const report = pageY.getByRole('dialog', { name: `Report ${x.name.split(' ')[0]}` });
    await report.getByRole('radio', { name: 'Harassment' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await callScreen(pageY).waitFor({ state: 'detached', timeout: 10_000 });
    await callScreen(pageX).waitFor({ state: 'detached', timeout: 10_000 });
    await pageX.context().close();
    await pageY.context().close();
  });
});

describe('the guardian on calls', () => {
  it('with her setting the call waits for her guardian, who joins as a third participant seen by both', async () => {
    const base = server.baseUrl;
    const groomIndex = GROOM;
    const [bride, groom] = [await signedIn(base, B), await signedIn(base, groomIndex)];
    await connectPeople(base, groom, bride);
    // Her guardian accepts her invitation (his own sign-in).
    const guardianEmail = `wali.calls.${Date.now().toString(36)}@example.com`;
    expect((await api(base, bride.cookie, 'POST', '/guardians', { email: guardianEmail })).status).toBe(201);
    const [invite] = await outbox(guardianEmail, base);
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(invite!.text)![1]!;
    const accepted = await api(base, '', 'POST', `/guardian/accept/${token}`, { firstName: 'Iqbal', lastName: 'Khan', password: 'Wali#2026' });
    expect(accepted.status).toBe(201);
    const wali: Person = { index: -1, id: '', name: 'Iqbal Khan', cookie: (accepted.headers.get('set-cookie') ?? '').split(';')[0]! };

    // Settings → Family: she requires her guardian on calls.
    const pageBride = await pageOf(base, bride, '/settings?tab=family');
    const setting = pageBride.getByRole('switch', { name: CALL_TEXT.guardianSetting });
    await setting.waitFor();
    await pageBride.waitForFunction(() => !Array.from(document.querySelectorAll('[role="switch"]')).some((s) => s.hasAttribute('disabled')));
    await setting.click();
    await pageBride.getByText(MSG.guardianOnCallsOn).waitFor();
    await pageBride.goto(`/user/messages/${groom.id}`);

    const pageWali = await pageOf(base, wali, '/guardian');
    const pageGroom = await pageOf(base, groom, `/user/messages/${bride.id}`, DESKTOP);
    await pageGroom.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
    // Both she and her guardian are rung.
    await incoming(pageBride, 'video').getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    const waliRing = incoming(pageWali, 'video');
    await waliRing.getByText(CALL_TEXT.incomingForWard(bride.name)).waitFor({ timeout: 15_000 });
    // Answered, but it waits for him: no media yet.
    await callScreen(pageBride).getByText(CALL_TEXT.waitingGuardian).waitFor({ timeout: 10_000 });
    await callScreen(pageGroom).getByText(CALL_TEXT.waitingGuardian).waitFor({ timeout: 10_000 });
    expect(await pageGroom.locator('video[data-testid="remote-video"]').count()).toBe(0);
    await screenshot(pageBride, 'call-waiting-guardian-390', { fullPage: false });

    await waliRing.getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    for (const page of [pageBride, pageGroom, pageWali]) await remoteVideosPlay(page, 2);
    for (const page of [pageBride, pageGroom]) await callScreen(page).getByText(CALL_TEXT.guardianPresent('Iqbal Khan')).waitFor();
    await expect.poll(async () => (await mediaStats(pageWali)).filter((s) => s.videoBytes > 0).length, { timeout: 20_000 }).toBe(2);
    await screenshot(pageGroom, 'call-three-1280', { fullPage: false });
    await screenshot(pageBride, 'call-three-390', { fullPage: false });

    // He leaves: her setting asked for a guardian, so the call ends for all.
    await callScreen(pageWali).getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
    await callScreen(pageGroom).waitFor({ state: 'detached', timeout: 10_000 });
    await callScreen(pageBride).waitFor({ state: 'detached', timeout: 10_000 });
    // His view of her call log.
    const log = (await (await api(base, wali.cookie, 'GET', `/guardian/calls/${bride.id}`)).json()) as { calls: Array<{ callerName: string; guardianJoined: boolean }> };
    expect(log.calls[0]).toMatchObject({ callerName: groom.name, guardianJoined: true });
    for (const page of [pageBride, pageGroom, pageWali]) await page.context().close();
  });
});

describe('through TURN', () => {
  let coturn: LocalCoturn | undefined;
  let turnServer: BuiltServer | undefined;
  afterAll(async () => {
    await turnServer?.stop();
    await coturn?.stop();
  });

  it('with TURN configured, calls are relay only: the selected candidate pair is a relay on both sides', async (test) => {
    if (!turnserverPresent()) {
      console.warn('WARNING: /usr/bin/turnserver is absent (apt-get install coturn): the relay-only call test is skipped.');
      test.skip();
      return;
    }
    coturn = await startCoturn();
    turnServer = await startBuiltServer('calls-turn', { SEED_DEMO: 'true', TURN_URLS: coturn.url, TURN_SECRET: coturn.secret });
    const base = turnServer.baseUrl;
    const [a, b] = [await signedIn(base, A), await signedIn(base, B)];
    await connectPeople(base, a, b);
    const pageA = await pageOf(base, a, `/user/messages/${b.id}`, DESKTOP);
    const pageB = await pageOf(base, b, '/dashboard');
    await pageA.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
    await incoming(pageB, 'video').getByRole('button', { name: CALL_TEXT.accept, exact: true }).click();
    await remoteVideosPlay(pageB, 1);
    await remoteVideosPlay(pageA, 1);
    await expect.poll(async () => (await mediaStats(pageB))[0]?.videoBytes ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    for (const page of [pageA, pageB]) {
      const [stats] = await mediaStats(page);
      expect(stats).toMatchObject({ local: 'relay', remote: 'relay' });
    }
    await callScreen(pageA).getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
    await callScreen(pageB).waitFor({ state: 'detached', timeout: 10_000 });
    await pageA.context().close();
    await pageB.context().close();
  });
});
