import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser, newPerson, screenshot } from './support/browser';
import { apiCall, apiLogin, completeProfileViaApi, contextWithCookie, demoMember, loginViaUi, outbox, signUpViaApi, DEMO_PASSWORD } from './support/accounts';
import { photoWithExif } from './support/images';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';
import { baseUrl } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

/**
 * Two Active demo members who may discover each other (opposite genders, each of a caste the other
 * is interested in), untouched by other browser tests.
 */
function strangers(): [ReturnType<typeof demoMember>, ReturnType<typeof demoMember>] {
  return [demoMember(22), demoMember(39)];
}

describe('block and report', () => {
  it('a block hides both members from each other at once; a report reaches the admin queue', async () => {
    const [a, b] = strangers();
    const cookieA = await apiLogin(a.email, DEMO_PASSWORD);
    const cookieB = await apiLogin(b.email, DEMO_PASSWORD);
    const idA = (await (await apiCall(cookieA, 'GET', '/get-user')).json()).user.id;
    const idB = (await (await apiCall(cookieB, 'GET', '/get-user')).json()).user.id;
    expect((await apiCall(cookieB, 'GET', `/user/${idA}`)).status).toBe(200);

    const context = await contextWithCookie(browser, cookieA);
    const page = await context.newPage();
    await page.goto(`/user/view-profile/${idB}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Report first (the reporter stays anonymous to the reported member).
    await page.getByRole('button', { name: 'Report', exact: true }).click();
    const report = page.getByRole('dialog', { name: `Report ${b.firstName}` });
    await report.getByRole('radio', { name: 'Asking for money' }).check();
    await report.getByLabel('Details (optional)').fill('Asked me to send money for a visa fee.');
    await report.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Thank you. Our team will review your report', { exact: false }).waitFor();

    await page.getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByRole('dialog', { name: `Block ${b.firstName}?` }).getByRole('button', { name: 'Block', exact: true }).click();
    await page.getByText('Member blocked. You will no longer see each other.').waitFor();
    await page.waitForURL('**/user/featured-profiles');

    // Both sides lose each other at once.
    expect((await apiCall(cookieA, 'GET', `/user/${idB}`)).status).toBe(404);
    expect((await apiCall(cookieB, 'GET', `/user/${idA}`)).status).toBe(404);
    const listedForB = (await (await apiCall(cookieB, 'GET', '/featured-profiles?limit=48')).json()).profiles.map((p: { id: string }) => p.id);
    expect(listedForB).not.toContain(idA);

    // The admin sees the report.
    const adminContext = await newPerson(browser);
    const admin = await adminContext.newPage();
    await loginViaUi(admin, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await admin.waitForURL('**/admin', { timeout: 8000 });
    await admin.goto('/admin/reports');
    await admin.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await admin.getByText('Asked me to send money for a visa fee.').waitFor();
    await screenshot(admin, 'admin-reports');

    // Unblock from Settings → Privacy.
    await page.goto('/settings?tab=privacy');
    await page.getByRole('button', { name: 'Unblock' }).first().click();
    await page.getByText('Member unblocked').waitFor();
    expect((await apiCall(cookieB, 'GET', `/user/${idA}`)).status).toBe(200);
    await context.close();
    await adminContext.close();
  });
});

describe('verification and guardians', () => {
  it('verification: upload, admin approval, Verified badge', async () => {
    const member = await signUpViaApi();
    await completeProfileViaApi(member, await photoWithExif({ r: 60, g: 100, b: 140 }));
    const context = await contextWithCookie(browser, member.cookie);
    const page = await context.newPage();
    await page.goto('/settings?tab=verification');
    await page.getByLabel('Identity document').setInputFiles({ name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByLabel('Selfie').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await photoWithExif({ r: 200, g: 180, b: 160 }) });
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await page.getByText('Thank you. Our team will verify your identity within 24-48 hours.').waitFor();

    const adminCookie = await apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const adminContext = await contextWithCookie(browser, adminCookie);
    const admin = await adminContext.newPage();
    await admin.goto('/admin/verifications');
    await admin.getByRole('heading', { level: 1, name: 'Verifications' }).waitFor();
    const queue = (await (await apiCall(adminCookie, 'GET', '/admin/verifications')).json()).verifications as Array<{ id: string; member: { email: string } }>;
    const item = queue.find((v) => v.member.email === member.email)!;
    await admin.getByRole('button', { name: 'Approve' }).first().click();
    await admin.getByText('Member verified; the documents are deleted').waitFor();
    expect((await apiCall(adminCookie, 'GET', `/admin/verifications/${item.id}/document`)).status).toBe(404);

    await page.reload();
    await page.getByText('Your identity is verified.').waitFor();
    const me = (await (await apiCall(member.cookie, 'GET', '/get-user')).json()).user;
    expect(me.verified).toBe(true);
    await context.close();
    await adminContext.close();
  });

  it('a guardian reads the member\'s requests but cannot write', async () => {
    const member = demoMember(36);
    const memberCookie = await apiLogin(member.email, DEMO_PASSWORD);
    const guardianEmail = `wali.${Date.now().toString(36)}@example.com`;
    const context = await contextWithCookie(browser, memberCookie);
    const page = await context.newPage();
    await page.goto('/settings?tab=family');
    await page.getByLabel("Guardian's email").fill(guardianEmail);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Invitation sent.', { exact: false }).waitFor();

    const [mail] = await outbox(guardianEmail);
    const path = /\/guardian\/accept\/[A-Za-z0-9_-]+/.exec(mail!.text)![0];
    const guardianContext = await browser.newContext({ baseURL: baseUrl() });
    const guardian = await guardianContext.newPage();
    await guardian.goto(path);
    await guardian.getByLabel('First Name', { exact: true }).fill('Abdul');
    await guardian.getByLabel('Last Name', { exact: true }).fill('Rahman');
    await guardian.getByLabel('Password', { exact: true }).fill('Wali#2026');
    await guardian.getByLabel('Confirm Password', { exact: true }).fill('Wali#2026');
    await guardian.getByRole('button', { name: /Accept/ }).click();
    await guardian.waitForURL('**/guardian');
    await guardian.getByRole('heading', { level: 1, name: 'Guardian Access' }).waitFor();
    await guardian.getByText(member.firstName).first().waitFor();
    await screenshot(guardian, 'guardian-home');

    // Reading works; writing does not.
    const cookies = await guardianContext.cookies();
    const sid = cookies.find((c) => c.name === 'sid')!;
    const guardianCookie = `sid=${sid.value}`;
    const memberId = (await (await apiCall(memberCookie, 'GET', '/get-user')).json()).user.id;
    expect((await apiCall(guardianCookie, 'GET', `/guardian/members/${memberId}/requests`)).status).toBe(200);
    const write = await apiCall(guardianCookie, 'PUT', '/update-user', { firstName: 'Changed', email: member.email });
    expect(write.status).toBe(403);
    await context.close();
    await guardianContext.close();
  });
});
