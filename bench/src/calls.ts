/**
 * `npm run bench:calls` (issue 44): from Accept to the first remote video frame on both sides, directly and through a
 * local coturn (relay only), and the server's CPU per call minute. Runs the built server (`npm run build` first) on
 * free ports with demo data, Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with a fake camera and microphone,
 * and Debian's turnserver when present. CALLS calls per path (default 20), each held HOLD_SECONDS (default 20) while
 * the server's CPU is read from /proc; the same span with no call is the baseline.
 */
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CALL_TEXT } from '@sakinah/contract';
import { startBuiltServer } from '../../e2e/support/built-server';
import { CHROME_ARGS } from '../../e2e/support/constants';
import { startCoturn, turnserverPresent } from '../../e2e/support/coturn';
import { listeningPid } from './cpu-accounting';
import { buildDemoMembers } from '../../apps/server/src/seed/seed-data';

/** At most 20: each of the two may start 10 calls an hour. */
const CALLS = Math.min(20, Number(process.env.CALLS ?? 20));
const HOLD_SECONDS = Number(process.env.HOLD_SECONDS ?? 20);
const GOAL_MS = 2000;

interface FrameClock {
  __firstFrameAt: number | null;
}
const DEMO_PASSWORD = 'Demo@1234';

function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

async function login(base: string, email: string) {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  const user = (await (await fetch(`${base}/api/get-user`, { headers: { cookie } })).json()) as { user: { id: string } };
  return { cookie, id: user.user.id };
}

/** Two demo members who may connect (opposite genders, castes both ways), connected. */
async function couple(base: string) {
  const demo = buildDemoMembers(new Date()).slice(0, 40);
  for (const a of demo) {
    for (const b of demo) {
      if (a.gender === b.gender || !a.casteInterestedIn.includes(b.caste) || !b.casteInterestedIn.includes(a.caste)) continue;
      const [x, y] = [await login(base, a.email), await login(base, b.email)];
      const headers = (cookie: string) => ({ cookie, 'content-type': 'application/json' });
      const sent = (await (await fetch(`${base}/api/send-request`, { method: 'POST', headers: headers(x.cookie), body: JSON.stringify({ receiverId: y.id }) })).json()) as { request: { id: string } };
      await fetch(`${base}/api/respond-request/${sent.request.id}`, { method: 'PUT', headers: headers(y.cookie), body: JSON.stringify({ action: 'accepted' }) });
      return [x, y] as const;
    }
  }
  throw new Error('no demo couple found');
}

async function pageFor(browser: Browser, base: string, cookie: string, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
  const [name, value] = cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  // The first remote frame's time, as the page sees it.
  // (A string: this package has no DOM types.)
  await context.addInitScript({
    content: `
      window.__firstFrameAt = null;
      new MutationObserver(() => {
        const video = document.querySelector('video[data-testid="remote-video"]');
        if (video && !video.dataset.watched) {
          video.dataset.watched = '1';
          video.requestVideoFrameCallback(() => { window.__firstFrameAt = performance.timeOrigin + performance.now(); });
        }
      }).observe(document, { childList: true, subtree: true });`,
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function runPath(label: string, env: Record<string, string>) {
  const server = await startBuiltServer(`bench-calls-${label}`, { SEED_DEMO: 'true', ...env });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [...CHROME_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  });
  try {
    const pid = listeningPid(Number(new URL(server.baseUrl).port));
    const [a, b] = await couple(server.baseUrl);
    const pageA = await pageFor(browser, server.baseUrl, a.cookie, `/user/messages/${b.id}`);
    const pageB = await pageFor(browser, server.baseUrl, b.cookie, `/user/messages/${a.id}`);
    const times: number[] = [];
    let callCpu = 0;
    let callMs = 0;
    for (let i = 0; i < CALLS; i += 1) {
      // Turns alternate who calls (a caller may start 10 calls an hour).
      const [caller, callee] = i % 2 === 0 ? [pageA, pageB] : [pageB, pageA];
      for (const page of [caller, callee]) await page.evaluate(() => ((globalThis as unknown as FrameClock).__firstFrameAt = null));
      await caller.getByRole('button', { name: CALL_TEXT.videoCall, exact: true }).click();
      const accept = callee.getByRole('alertdialog').getByRole('button', { name: CALL_TEXT.accept, exact: true });
      await accept.waitFor({ timeout: 15_000 });
      const clickedAt = Date.now();
      await accept.click();
      const firstFrame = async (page: Page) => {
        // Functions, not strings: the app's CSP forbids eval.
        await page.waitForFunction(() => (globalThis as unknown as FrameClock).__firstFrameAt !== null, undefined, { timeout: 30_000 });
        return page.evaluate(() => (globalThis as unknown as FrameClock).__firstFrameAt!);
      };
      const [callerFrame, calleeFrame] = await Promise.all([firstFrame(caller), firstFrame(callee)]);
      times.push(Math.max(callerFrame, calleeFrame) - clickedAt);
      // Hold the call: what the server spends while media flows (it carries none).
      if (pid !== null) {
        const before = cpuMs(pid);
        const startedAt = Date.now();
        await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000));
        callCpu += cpuMs(pid) - before;
        callMs += Date.now() - startedAt;
      }
      await caller.getByRole('button', { name: CALL_TEXT.endCall, exact: true }).click();
      await callee.getByRole('dialog', { name: CALL_TEXT.screenLabel }).waitFor({ state: 'detached', timeout: 10_000 });
    }
    // The same span with both pages open and no call: the baseline (sockets' pings, the jobs).
    let idleCpu = 0;
    let idleMs = 0;
    if (pid !== null) {
      const before = cpuMs(pid);
      const startedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, Math.min(callMs, 60_000)));
      idleCpu = cpuMs(pid) - before;
      idleMs = Date.now() - startedAt;
    }
    const perMinute = (cpu: number, ms: number) => (ms > 0 ? (cpu / ms) * 60_000 : NaN);
    return {
      label,
      calls: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.max(...times),
      serverCpuMsPerCallMinute: perMinute(callCpu, callMs),
      serverCpuMsPerIdleMinute: perMinute(idleCpu, idleMs),
    };
  } finally {
    await browser.close().catch(() => undefined);
    await server.stop();
  }
}

const results = [await runPath('direct', {})];
if (turnserverPresent()) {
  const coturn = await startCoturn();
  try {
    results.push(await runPath('coturn', { TURN_URLS: coturn.url, TURN_SECRET: coturn.secret }));
  } finally {
    await coturn.stop();
  }
} else {
  console.warn('WARNING: /usr/bin/turnserver is absent (apt-get install coturn): the relay path is not measured.');
}
for (const r of results) {
  console.log(
    `${r.label.padEnd(7)} calls=${r.calls} accept→first remote frame (both sides) p50=${r.p50.toFixed(0)} ms p95=${r.p95.toFixed(0)} ms max=${r.max.toFixed(0)} ms ` +
      `(goal p95 ≤ ${GOAL_MS} ms: ${r.p95 <= GOAL_MS ? 'met' : 'MISSED'}); server CPU ${r.serverCpuMsPerCallMinute.toFixed(0)} ms per call minute ` +
      `(idle: ${r.serverCpuMsPerIdleMinute.toFixed(0)} ms per minute)`,
  );
}
