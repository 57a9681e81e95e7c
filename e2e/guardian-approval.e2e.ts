import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { MSG } from '@sakinah/contract';
import { closeToasts, connectBrowser, DESKTOP, screenshot } from './support/browser';
import { apiCall, apiLogin, contextWithCookie, demoMember, outbox, DEMO_PASSWORD } from './support/accounts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

const PHONE_390 = { width: 390, height: 844 } as const;

async function signedIn(index: number) {
  const member = demoMember(index);
  const cookie = await apiLogin(member.email, DEMO_PASSWORD);
  const me = (await (await apiCall(cookie, 'GET', '/get-user')).json()).user as { id: string; email: string; contactNo: string };
  return { member, cookie, id: me.id, email: me.email, phone: me.contactNo };
}

describe("a guardian's say before contacts are shared", () => {
  it('member, connection and guardian: both agree, both wait, the guardian approves, both see the contacts', async () => {
    // Demo members 18 and 37 may discover each other; no other browser test touches them.
    const member = await signedIn(18);
    const connection = await signedIn(37);
    const sent = await (await apiCall(connection.cookie, 'POST', '/send-request', { receiverId: member.id })).json();
    await apiCall(member.cookie, 'PUT', `/respond-request/${sent.request.id}`, { action: 'accepted' });

    // Settings → Family: without an active guardian the switch is disabled, and says why.
    const memberContext = await contextWithCookie(browser, member.cookie, PHONE_390);
    const settings = await memberContext.newPage();
    await settings.goto('/settings?tab=family');
    const approvalSwitch = settings.getByRole('switch', { name: "Contact exchange needs my guardian's approval" });
    await approvalSwitch.waitFor();
    expect(await approvalSwitch.isDisabled()).toBe(true);
    await settings.getByText('Available once a guardian has accepted your invitation.').waitFor();
    await screenshot(settings, 'guardian-approval-settings-disabled-390');

    // She invites her guardian, who accepts (his own sign-in, in his own browser).
    const guardianEmail = `wali.approve.${Date.now().toString(36)}@example.com`;
    expect((await apiCall(member.cookie, 'POST', '/guardians', { email: guardianEmail })).status).toBe(201);
    const [invite] = await outbox(guardianEmail);
    const token = /\/guardian\/accept\/([A-Za-z0-9_-]+)/.exec(invite!.text)![1]!;
    const accepted = await apiCall('', 'POST', `/guardian/accept/${token}`, { firstName: 'Abdul', lastName: 'Rahman', password: 'Wali#2026' });
    expect(accepted.status).toBe(201);
    const guardianCookie = (accepted.headers.get('set-cookie') ?? '').split(';')[0]!;

    // Now she turns it on.
    await settings.reload();
    await approvalSwitch.waitFor();
    await settings.waitForFunction(() => !document.querySelector('[role="switch"][disabled]'));
    await approvalSwitch.click();
    await settings.getByText(MSG.guardianApprovalOn).waitFor();
    expect(await approvalSwitch.getAttribute('aria-checked')).toBe('true');
    await closeToasts(settings);
    await screenshot(settings, 'guardian-approval-settings-390');
    await settings.setViewportSize(DESKTOP);
    await screenshot(settings, 'guardian-approval-settings-1280');

    // The guardian's page: nothing waiting yet.
    const guardianContext = await contextWithCookie(browser, guardianCookie, DESKTOP);
    const guardian = await guardianContext.newPage();
    await guardian.goto('/guardian');
    const requests = guardian.getByRole('region', { name: 'Contact exchange requests' });
    await requests.getByText('Nothing is waiting for your approval.').waitFor();

    // In the chat, the connection asks and she accepts.
    const connectionContext = await contextWithCookie(browser, connection.cookie, DESKTOP);
    const chatOfConnection = await connectionContext.newPage();
    await chatOfConnection.goto(`/user/messages/${member.id}`);
    const chatOfMember = await memberContext.newPage();
    await chatOfMember.goto(`/user/messages/${connection.id}`);
    await chatOfMember.getByRole('log').waitFor();
    await chatOfConnection.getByRole('button', { name: 'Share Contact Details' }).click();
    const asked = chatOfMember.getByRole('region', { name: 'Contact exchange' });
    await asked.getByText(`${connection.member.firstName} would like to exchange contact details.`).waitFor({ timeout: 10_000 });
    await asked.getByRole('button', { name: 'Accept' }).click();

    // Both wait, and see whose guardian they wait for; no details anywhere.
    await chatOfMember.getByRole('region', { name: 'Contact exchange' }).getByText("Waiting for your guardian's approval", { exact: false }).waitFor({ timeout: 10_000 });
    await chatOfConnection
      .getByRole('region', { name: 'Contact exchange' })
      .getByText(`Waiting for ${member.member.firstName}'s guardian's approval`, { exact: false })
      .waitFor({ timeout: 10_000 });
    expect(await chatOfConnection.content()).not.toContain(member.email);
    expect(await chatOfMember.content()).not.toContain(connection.email);
    await closeToasts(chatOfMember);
    await closeToasts(chatOfConnection);
    await screenshot(chatOfMember, 'guardian-approval-waiting-390', { fullPage: false });
    await screenshot(chatOfConnection, 'guardian-approval-waiting-1280', { fullPage: false });

    // The guardian's list fills in real time; she approves, and confirms.
    const pair = requests.getByRole('article', { name: `${member.member.firstName} ${member.member.lastName} and ${connection.member.firstName} ${connection.member.lastName}` });
    await pair.waitFor({ timeout: 10_000 });
    await screenshot(guardian, 'guardian-approval-list-1280');
    await guardian.setViewportSize(PHONE_390);
    await screenshot(guardian, 'guardian-approval-list-390');
    await pair.getByRole('button', { name: 'Approve' }).click();
    await guardian.getByRole('dialog', { name: 'Approve this contact exchange?' }).getByRole('button', { name: 'Approve' }).click();
    await guardian.getByText(MSG.guardianApprovalApproved).waitFor();
    await requests.getByText('Nothing is waiting for your approval.').waitFor();
    await requests.getByText(/^Approved/).waitFor();

    // Both members now see each other's details, live.
    await chatOfConnection.getByRole('region', { name: 'Contact details' }).getByText(member.email).waitFor({ timeout: 10_000 });
    await chatOfMember.getByRole('region', { name: 'Contact details' }).getByText(connection.email).waitFor({ timeout: 10_000 });

    // The guardian still writes nothing.
    expect((await apiCall(guardianCookie, 'POST', `/messages/${connection.id}`, { clientId: 'e2e-wali-write', text: 'hi' })).status).toBe(403);

    await memberContext.close();
    await connectionContext.close();
    await guardianContext.close();
  });

  it('My reports: empty at first; a report sent from a profile shows there, under review, reached from the confirmation', async () => {
    const member = await signedIn(18);
    const reported = await signedIn(37);
    const context = await contextWithCookie(browser, member.cookie, PHONE_390);
    const page = await context.newPage();
    await page.goto('/settings?tab=privacy');
    await page.getByRole('link', { name: /My reports/ }).waitFor();
    await screenshot(page, 'my-reports-settings-link-390');
    await page.getByRole('link', { name: /My reports/ }).click();
    await page.waitForURL('**/user/my-reports');
    await page.getByText('You have not reported anyone.').waitFor();
    await screenshot(page, 'my-reports-empty-390');

    await page.goto(`/user/view-profile/${reported.id}`);
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Report ${reported.member.firstName}` });
    await dialog.getByRole('radio', { name: 'Harassment' }).check();
    await dialog.getByLabel('Details (optional)').fill('Kept messaging after I said no.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.locator('[data-sonner-toast]').getByRole('button', { name: 'My reports' }).click();
    await page.waitForURL('**/user/my-reports');
    const row = page.getByRole('article', { name: `${reported.member.firstName} ${reported.member.lastName}` });
    await row.getByText(MSG.myReportUnderReview).waitFor();
    await row.getByText('Kept messaging after I said no.').waitFor();
    await closeToasts(page);
    await screenshot(page, 'my-reports-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'my-reports-1280');
    await context.close();
  });
});
