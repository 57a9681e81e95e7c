import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser, DESKTOP, newPerson, PHONE, screenshot } from './support/browser';
import { activeDemoMember, apiLogin, contextWithCookie, DEMO_PASSWORD, pendingDemoMember } from './support/accounts';
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from './support/constants';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => browser.close());

interface Expected {
  nav: string[];
  messages: boolean;
  account: string[] | null;
  footer: string[];
}

const PUBLIC = ['Home', 'About', 'Pricing', 'Contact'];
const PEOPLE: Record<string, { login: (() => Promise<string>) | null; expected: Expected }> = {
  visitor: {
    login: null,
    expected: { nav: PUBLIC, messages: false, account: null, footer: ['Home', 'About Us', 'Pricing', 'Create Account', 'Login'] },
  },
  'pending member': {
    login: () => apiLogin(pendingDemoMember().email, DEMO_PASSWORD),
    expected: { nav: PUBLIC, messages: false, account: ['Profile', 'Settings', 'Logout'], footer: ['Home', 'About Us', 'Pricing', 'My Profile'] },
  },
  'paid member': {
    login: () => apiLogin(activeDemoMember(6).email, DEMO_PASSWORD),
    expected: {
      nav: [...PUBLIC, 'Featured Profiles'],
      messages: true,
      account: ['Profile', 'Messages', 'Connections', 'Settings', 'Logout'],
      footer: ['Home', 'About Us', 'Pricing', 'Featured Profiles', 'My Profile'],
    },
  },
  admin: {
    login: () => apiLogin(E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD),
    expected: { nav: PUBLIC, messages: false, account: ['Administration', 'Settings', 'Logout'], footer: ['Home', 'About Us', 'Pricing', 'Administration'] },
  },
};

const texts = async (page: Page, selector: string) =>
  (await page.locator(selector).allTextContents()).map((text) => text.trim());

describe('menus by status', () => {
  for (const [who, { login, expected }] of Object.entries(PEOPLE)) {
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
      it(`${who} on ${size}: header, account menu and footer offer what the status can use`, async () => {
        const context = login ? await contextWithCookie(browser, await login(), viewport) : await newPerson(browser, viewport);
        const page = await context.newPage();
        await page.goto('/about');
        const header = page.getByRole('banner');
        if (expected.account) await header.getByRole('button', { name: /account menu/i }).waitFor();
        else await page.getByRole('link', { name: 'Login', exact: true }).first().waitFor();

        if (size === 'desktop') {
          expect(await texts(page, 'nav[aria-label="Main"] a')).toEqual(expected.nav);
        } else {
          await header.getByRole('button', { name: 'Open menu' }).click();
          const mobile = page.getByRole('navigation', { name: 'Mobile' });
          await mobile.waitFor();
          const labels = await texts(page, 'nav[aria-label="Mobile"] a');
          expect(labels).toEqual(expected.account ? expected.nav : [...expected.nav, 'Login']);
          await screenshot(page, `menus-${who.replace(' ', '-')}-phone-menu`, { fullPage: false });
          await header.getByRole('button', { name: 'Close menu' }).click();
        }
        await expect.poll(() => header.getByRole('link', { name: /^Messages/ }).count()).toBe(expected.messages ? 1 : 0);

        if (expected.account) {
          await header.getByRole('button', { name: /account menu/i }).click();
          const items = (await header.getByRole('menuitem').allTextContents()).map((text) => text.trim());
          expect(items).toEqual(expected.account);
          await page.keyboard.press('Escape');
        }

        const quickLinks = await page.getByRole('contentinfo').locator('ul').first().locator('a').allTextContents();
        expect(quickLinks.map((text) => text.trim())).toEqual(expected.footer);
        await context.close();
      });
    }
  }
});
