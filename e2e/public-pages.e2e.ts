import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, connectBrowser, DESKTOP, newPerson, PHONE, screenshot, seriousAxeViolations } from './support/browser';
import { activeDemoMember, DEMO_PASSWORD, loginViaUi } from './support/accounts';

/** Every public page, with texts a visitor must find on it. */
const PAGES = [
  { path: '/', name: 'home', title: /Sakinah/, texts: ['Featured Profiles', 'Find Your Perfect Match', 'Our Islamic Values', 'Special Features', 'Success Stories', 'Community & Resources', 'Create Account'] },
  { path: '/about', name: 'about', title: /About/, texts: ['Join Us Today'] },
  { path: '/contact', name: 'contact', title: /Contact/, texts: ['Send'] },
  { path: '/faq', name: 'faq', title: /Question/, texts: ['Still have questions', 'Write to us', 'Contact Support', 'Contact Us'] },
  { path: '/privacy', name: 'privacy', title: /Privacy/, texts: ['Privacy Policy'] },
  { path: '/terms', name: 'terms', title: /Terms/, texts: ['18', '12 months', 'refund'] },
  { path: '/thank-you', name: 'thank-you', title: /Thank/, texts: ['Thank You'] },
  { path: '/safety', name: 'safety', title: /Safety Centre/, texts: ['Money: never send it', 'customs', 'When you meet', '1930', '112'] },
] as const;

let browser: Browser;
let desktop: BrowserContext;
beforeAll(async () => {
  browser = await connectBrowser();
  desktop = await newPerson(browser, DESKTOP);
});
afterAll(async () => {
  await desktop.close();
  await browser.close();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/Failed to load resource.*401/.test(msg.text())) errors.push(msg.text());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  (page as Page & { errors: string[] }).errors = errors;
  return page;
}

describe('public pages', () => {
  for (const spec of PAGES) {
    it(`${spec.path} renders its content, title and description, without script errors`, async () => {
      const page = await open(desktop, spec.path);
      await expect.poll(() => page.title()).toMatch(spec.title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length ?? 0).toBeGreaterThan(40);
      // textContent: the home page's sections below the hero are laid out only as they near the screen
      // (content-visibility), and innerText leaves out what is not laid out yet; scrolled to, each one shows.
      const text = await page.locator('body').textContent();
      for (const expected of spec.texts) expect(text, `${spec.path} shows "${expected}"`).toContain(expected);
      const last = page.locator('main section').last();
      await last.scrollIntoViewIfNeeded();
      expect(await last.isVisible()).toBe(true);
      // Laid out on the next frame after it nears the screen: asked until then.
      await expect.poll(async () => (await last.innerText()).trim().length).toBeGreaterThan(0);
      expect(await page.locator('h1').count()).toBe(1);
      // No claims the site cannot back (issue 39): no app-store badges, no invented counts.
      for (const claim of ['App Store', 'Google Play', '5,000+', '25,000+', '2,000+']) expect(text, `${spec.path} claims "${claim}"`).not.toContain(claim);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await screenshot(page, `public-${spec.name}-desktop`);
      await page.close();
    });
  }

  it('every public page has no serious or critical accessibility violation', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
    for (const spec of PAGES) {
      const page = await context.newPage();
      await page.goto(spec.path, { waitUntil: 'networkidle' });
      const violations = await seriousAxeViolations(page);
      expect(violations, `${spec.path}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('pages are pre-rendered: their HTML carries the content before any script runs', async () => {
    for (const spec of PAGES) {
      const res = await fetch(`${baseUrl()}${spec.path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
    }
    const home = await (await fetch(`${baseUrl()}/`)).text();
    for (const heading of ['Find Your Perfect Match', 'Our Islamic Values', 'Special Features', 'Success Stories']) {
      expect(home).toContain(heading);
    }
  });

  it('look right on a phone', async () => {
    const phone = await newPerson(browser, PHONE);
    for (const spec of PAGES) {
      const page = await phone.newPage();
      await page.goto(spec.path, { waitUntil: 'networkidle' });
      // Nothing wider than the screen: no sideways scrolling at 375 px.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${spec.path} overflows by ${overflow}px`).toBeLessThanOrEqual(1);
      await screenshot(page, `public-${spec.name}-phone`);
      await page.close();
    }
    await phone.close();
  });
});

describe('header and footer', () => {
  it.each(['/', '/about', '/contact', '/faq', '/privacy', '/terms', '/no-such-page'])('show on %s', async (path) => {
    const page = await open(desktop, path);
    await expect.poll(() => page.getByRole('banner').count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of ['Home', 'About', 'Pricing', 'Contact']) {
      expect(await nav.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
    // Anonymous visitors see Login and no Featured Profiles link.
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).first().isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Featured Profiles' }).count()).toBe(0);
    const footer = page.getByRole('contentinfo');
    for (const label of ['Help Center', 'Privacy Policy', 'Terms of Service', 'FAQ']) {
      expect(await footer.getByRole('link', { name: label }).count()).toBeGreaterThan(0);
    }
    await page.close();
  });

  it.each(['/thank-you', '/auth/login', '/auth/signup'])('are hidden on %s', async (path) => {
    const page = await open(desktop, path);
    await page.waitForSelector('main');
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.close();
  });

  it('the mobile menu opens and leads to a page', async () => {
    const phone = await newPerson(browser, PHONE);
    const page = await phone.newPage();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    await phone.close();
  });

  it('an unknown page shows the not-found page with a 404', async () => {
    const res = await fetch(`${baseUrl()}/no/such/page`);
    expect(res.status).toBe(404);
    const page = await open(desktop, '/no/such/page');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Page not found');
    await page.close();
  });

  it('protected pages send an anonymous visitor to the login page', async () => {
    const page = await open(desktop, '/user/profile');
    await page.waitForURL('**/auth/login**');
    await page.close();
  });
});

describe('public pages load the app only when it is needed', () => {
  const scriptsOf = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' || url.pathname.startsWith('/api/')) seen.push(url.pathname);
    });
    return seen;
  };

  it('a visitor reads a page with the small public script only, and her first click still counts', async () => {
    const context = await newPerson(browser, DESKTOP);
    const page = await context.newPage();
    const requests = scriptsOf(page);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    await page.goto('/faq', { waitUntil: 'networkidle' });
    const appEntry = await page.locator('meta[name="sakinah-app"]').getAttribute('content');
    expect(appEntry).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(requests.filter((path) => path === appEntry), 'the app is not loaded before it is needed').toEqual([]);
    expect(requests.filter((path) => path.startsWith('/api/')), 'nobody to ask about: no session check').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();

    const item = page.locator('#account button[aria-expanded]').first();
    await item.click();
    // The app loads and hydrates before the click is replayed: seconds on a busy machine.
    await expect.poll(() => item.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    expect(requests).toContain(appEntry);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    expect(requests.filter((path) => path.startsWith('/api/'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the login page is pre-rendered: what she types before the app arrives is kept, and her click signs her in', async () => {
    const member = activeDemoMember(1);
    const html = await (await fetch(`${baseUrl()}/auth/login`)).text();
    expect(html).toContain('Email Address');
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).not.toMatch(/<script[^>]*src="\/assets\/index-/);

    const context = await newPerson(browser, DESKTOP);
    const page = await context.newPage();
    // The app's script is held back until she has typed both fields.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email Address', { exact: true }).fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBeUndefined();
    const click = page.getByRole('button', { name: 'Login', exact: true }).click();
    releaseApp();
    await click;
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app), { timeout: 10_000 }).toBe('ready');
    expect(await page.getByLabel('Email Address', { exact: true }).inputValue()).toBe(member.email);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'), { timeout: 15_000 });
    await context.close();
  });

  it('the pricing page arrives rendered with the plans of the database and their data, and needs no app to be read', async () => {
    const plans = (await (await fetch(`${baseUrl()}/api/get-packages`)).json()) as { packages: { name: string; finalPrice: number }[] };
    const html = await (await fetch(`${baseUrl()}/pricing`)).text();
    expect(html).toContain('Choose Your Plan');
    expect(html).toContain(`₹${plans.packages[0]!.finalPrice.toLocaleString('en-IN')}`);
    expect(html).toContain('<script type="application/json" id="page-data">');
    expect(html).not.toContain('sample-');
    expect(html).not.toMatch(/<script[^>]*src="\/assets\/index-/);

    const context = await newPerson(browser, PHONE);
    const page = await context.newPage();
    const requests = scriptsOf(page);
    const errors: string[] = [];
    page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/pricing', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('heading', { name: 'Login Required' }).isVisible()).toBe(true);
    expect(requests.filter((path) => path.startsWith('/api/') || /\/assets\/index-/.test(path))).toEqual([]);
    // Her first click wakes the app, which hydrates the page from its data instead of asking for the plans.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => page.getByRole('navigation', { name: 'Mobile' }).isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about');
    await page.goBack();
    await expect.poll(() => page.getByRole('heading', { name: 'Login Required' }).isVisible()).toBe(true);
    expect(requests).not.toContain('/api/get-packages');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('someone signed in on this browser gets the app at once, with her own header', async () => {
    const member = activeDemoMember(0);
    const context = await newPerson(browser, DESKTOP);
    const page = await context.newPage();
    await loginViaUi(page, member.email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    const requests = scriptsOf(page);
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    expect(requests).toContain('/api/get-user');
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    // Signed out, the hint goes with the session: the next public page is a visitor's again.
    await page.context().clearCookies({ name: 'sid' });
    await page.goto('/about', { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByRole('link', { name: 'Login', exact: true }).first().isVisible()).toBe(true);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('signed_in=1');
    await context.close();
  });
});

describe('navigation', () => {
  it('leaving a page shows the next one (or its loading state) at once: the old page takes no more input', async () => {
    const context = await newPerson(browser, DESKTOP);
    const page = await context.newPage();
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.locator('#contact-name').fill('Amina Qureshi');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.app)).toBe('ready');
    // The pricing page's code arrives late, as on a slow network.
    await page.route(/\/assets\/pricing-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
    // React keeps the page being left mounted but hidden while the next one loads: nothing of it can be typed into.
    await expect.poll(() => page.locator('#contact-name').isVisible(), { timeout: 400 }).toBe(false);
    expect(await page.locator('main').innerText()).toContain('Loading...');
    await page.waitForURL('**/pricing');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });
});

describe('FAQ', () => {
  it('items open and close, and category cards jump to their section', async () => {
    const page = await open(desktop, '/faq');
    const first = page.locator('#account button[aria-expanded]').first();
    const answerId = await first.getAttribute('aria-controls');
    const answer = page.locator(`[id="${answerId}"]`);
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    // The first click brings the app (public-entry.ts) and is replayed once it is there: seconds on a busy machine.
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded'), { timeout: 10_000 }).toBe('true');
    expect(await answer.isVisible()).toBe(true);
    await first.click();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await answer.isVisible()).toBe(false);
    for (const id of ['account', 'matching', 'billing', 'communication', 'privacy', 'support']) {
      expect(await page.locator(`a[href="#${id}"]`).count(), id).toBeGreaterThan(0);
      expect(await page.locator(`[id="${id}"]`).count(), id).toBe(1);
    }
    await page.locator('a[href="#billing"]').first().click();
    await page.waitForURL('**/faq#billing');
    await page.close();
  });
});

describe('contact form', () => {
  it('shows its messages for bad input, then stores a message and confirms', async () => {
    const page = await open(desktop, '/contact');
    const submit = page.getByRole('button', { name: 'Send Message' });
    await submit.click();
    await expect.poll(() => page.locator('.field-error').count()).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).toContain('Name is required');

    await page.locator('#contact-name').fill('Amina Qureshi');
    await page.locator('#contact-email').fill('amina.qureshi@example.com');
    await page.locator('#contact-no').fill('9876501234');
    await page.locator('#contact-message').fill('Assalamu alaikum, how long does profile approval take?');
    const [response] = await Promise.all([
      page.waitForResponse((res) => res.url().endsWith('/api/contact') && res.request().method() === 'POST'),
      submit.click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByText('Thank you! Your message has been sent.', { exact: false }).waitFor();
    expect(await page.locator('#contact-message').inputValue()).toBe('');
    await page.close();
  });
});
