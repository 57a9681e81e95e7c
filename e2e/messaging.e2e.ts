import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, discoverablePair, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

describe('messaging', () => {
  it('two connected members chat in real time; contact details stay hidden until exchanged; messages typed offline go out in order', async () => {
    // Members 34–39: no other browser test touches them.
    const [a, b] = discoverablePair([...Array.from({ length: 34 }, (_, i) => i), 40, 41, 42, 43]);
    const cookieA = await apiLogin(a.email, DEMO_PASSWORD);
    const cookieB = await apiLogin(b.email, DEMO_PASSWORD);
    const idA = (await (await apiCall(cookieA, 'GET', '/get-user')).json()).user.id;
    const idB = (await (await apiCall(cookieB, 'GET', '/get-user')).json()).user.id;
    const sent = await (await apiCall(cookieA, 'POST', '/send-request', { receiverId: idB })).json();
    await apiCall(cookieB, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' });

    const contextA = await contextWithCookie(browser, cookieA);
    const contextB = await contextWithCookie(browser, cookieB);
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();
    await pageA.goto(`/user/messages/${idB}`);
    await pageB.goto(`/user/messages/${idA}`);
    const logA = pageA.getByRole('log');
    const logB = pageB.getByRole('log');
    await logA.waitFor();
    await logB.waitFor();

    const say = async (page: typeof pageA, text: string) => {
      await page.getByRole('textbox', { name: 'Message' }).fill(text);
      await page.getByRole('button', { name: 'Send' }).click();
    };
    await say(pageA, 'Assalamu alaikum! How are you?');
    await logB.getByText('Assalamu alaikum! How are you?').waitFor({ timeout: 10_000 });
    await say(pageB, 'Wa alaikum assalam, alhamdulillah.');
    await logA.getByText('Wa alaikum assalam, alhamdulillah.').waitFor({ timeout: 10_000 });

    await say(pageA, 'My number is 98765 43210');
    await pageB.getByText('Contact details are hidden until you both agree to share them.').first().waitFor({ timeout: 10_000 });
    expect(await logB.innerText()).not.toContain('43210');
    await screenshot(pageB, 'chat-masked');

    await pageA.getByRole('button', { name: 'Share Contact Details' }).click();
    const banner = pageB.getByRole('region', { name: 'Contact exchange' });
    await banner.getByRole('button', { name: 'Accept' }).click({ timeout: 10_000 });
    await pageB.getByRole('region', { name: 'Contact details' }).waitFor();

    await say(pageA, 'Again: 98765 43210');
    await logB.getByText('Again: 98765 43210').waitFor({ timeout: 10_000 });
    await screenshot(pageB, 'chat-after-exchange');

    // Typed with the network off: each waits as "Not sent"; back online, they go out in the order typed.
    await contextA.setOffline(true);
    const typedOffline = ['One, typed offline', 'Two, typed offline', 'Three, typed offline'];
    for (const text of typedOffline) await say(pageA, text);
    await expect.poll(() => logA.getByText('Not sent —').count(), { timeout: 10_000 }).toBe(3);
    await screenshot(pageA, 'chat-not-sent');
    await contextA.setOffline(false);
    await expect.poll(() => logA.getByText('Not sent —').count(), { timeout: 20_000 }).toBe(0);
    await logB.getByText(typedOffline[2]!).waitFor({ timeout: 10_000 });
    const stored = (await (await apiCall(cookieB, 'GET', `/messages/${idA}`)).json()).messages as Array<{ text: string }>;
    expect(stored.slice(0, 3).map((m) => m.text).reverse()).toEqual(typedOffline);
    expect((await logB.innerText()).indexOf(typedOffline[0]!)).toBeLessThan((await logB.innerText()).indexOf(typedOffline[2]!));

    // B has the conversation open, so everything A sent is read; A has nothing unread either.
    await expect.poll(async () => (await (await apiCall(cookieB, 'GET', '/conversations')).json()).totalUnread).toBe(0);
    await contextA.close();
    await contextB.close();
  });
});
