import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, PHONE, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, demoMember, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

async function signedIn(index: number) {
  const member = demoMember(index);
  const cookie = await apiLogin(member.email, DEMO_PASSWORD);
  const me = (await (await apiCall(cookie, 'GET', '/get-user')).json()).user as { id: string; email: string; contactNo: string };
  return { member, cookie, id: me.id, email: me.email, phone: me.contactNo };
}

describe('contact details only when both agree', () => {
  it('two connected members see each other\u2019s details only after both agree, live; stopping hides them live', async () => {
    // Demo members 17 and 28 may discover each other; no other browser test touches them.
    const a = await signedIn(17);
    const b = await signedIn(28);
    const sent = await (await apiCall(a.cookie, 'POST', '/send-request', { receiverId: b.id })).json();
    await apiCall(b.cookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' });

    const contextA = await contextWithCookie(browser, a.cookie, PHONE);
    const contextB = await contextWithCookie(browser, b.cookie);
    const profileOfB = await contextA.newPage();
    const profileOfA = await contextB.newPage();
    await profileOfB.goto(`/user/view-profile/${b.id}`);
    await profileOfA.goto(`/user/view-profile/${a.id}`);

    // Connected, nobody agreed: no details anywhere, and the page says how to ask.
    await profileOfB.getByText('Phone and email are shared only when you both agree.', { exact: false }).waitFor();
    expect(await profileOfB.content()).not.toContain(b.email);
    await screenshot(profileOfB, 'contact-how-to-ask');
    const connections = await contextA.newPage();
    await connections.goto('/user/connections');
    await connections.getByText('Phone and email are shared when you both agree.', { exact: false }).waitFor();
    expect(await connections.content()).not.toContain(b.email);

    // A asks in chat; B accepts in hers.
    const chatA = await contextA.newPage();
    await chatA.goto(`/user/messages/${b.id}`);
    await chatA.getByRole('button', { name: 'Share Contact Details' }).click();
    const chatB = await contextB.newPage();
    await chatB.goto(`/user/messages/${a.id}`);
    await chatB.getByRole('region', { name: 'Contact exchange' }).getByRole('button', { name: 'Accept' }).click({ timeout: 10_000 });

    // Both open profile pages show the details without a reload.
    await profileOfB.getByRole('heading', { name: 'Contact Details' }).waitFor({ timeout: 10_000 });
    await profileOfB.getByText(b.email).waitFor();
    await profileOfA.getByText(a.email).waitFor({ timeout: 10_000 });
    await screenshot(profileOfB, 'contact-shared');
    await screenshot(chatA, 'chat-contact-shared');

    // B stops sharing in Settings: A's open page hides them at once.
    const settingsB = await contextB.newPage();
    await settingsB.goto('/settings?tab=privacy');
    const stop = settingsB.getByRole('button', { name: `Stop sharing with ${a.member.firstName} ${a.member.lastName}` });
    await stop.waitFor({ timeout: 10_000 });
    await screenshot(settingsB, 'settings-shared-contacts');
    await stop.click();
    await settingsB.getByRole('dialog', { name: 'Stop sharing contact details?' }).getByRole('button', { name: 'Stop sharing' }).click();
    await profileOfB.getByText('Phone and email are shared only when you both agree.', { exact: false }).waitFor({ timeout: 10_000 });
    expect(await profileOfB.getByText(b.email).count()).toBe(0);
    await chatA.getByRole('region', { name: 'Contact details' }).waitFor({ state: 'detached', timeout: 10_000 });
    await contextA.close();
    await contextB.close();
  });

  it('a sender\u2019s open profile page turns to Connected when the other accepts, without a reload', async () => {
    // Demo members 31 and 34 may discover each other; no other browser test touches them.
    const a = await signedIn(31);
    const b = await signedIn(34);
    const contextA = await contextWithCookie(browser, a.cookie);
    const page = await contextA.newPage();
    await page.goto(`/user/view-profile/${b.id}`);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await page.getByRole('button', { name: 'Request Sent' }).waitFor();

    // B accepts elsewhere (her own device).
    const requests = (await (await apiCall(b.cookie, 'GET', `/received-requests/${b.id}`)).json()).data.incomingRequests.list as Array<{ requestId: string; userId: string }>;
    const mine = requests.find((request) => request.userId === a.id)!;
    await apiCall(b.cookie, 'PUT', `/respond-request/${mine.requestId}`, { action: 'accepted' });

    await page.getByText('Connected', { exact: true }).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: 'Chat', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Request Sent' }).count()).toBe(0);
    await screenshot(page, 'view-profile-connected-live');
    await contextA.close();
  });
});
