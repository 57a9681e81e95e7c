import { describe, expect, it } from 'vitest';
import { CASTES, COMPLETION_WEIGHTS, DURATIONS, HEIGHT_OPTIONS, INDIAN_STATES, STATE_NAMES } from './constants';
import { alternatesOf, bareRoute, isClientRoute, localizedPath, pageFileName, PRERENDERED_ROUTES, ROUTES, SERVER_RENDERED_ROUTES, VISITOR_PAGES } from './routes';
import { contactMessageSchema } from './schemas/contact';
import { MSG } from './messages';

describe('constants', () => {
  it('holds about 60 castes including every one the spec names', () => {
    expect(CASTES.length).toBeGreaterThanOrEqual(55);
    expect(CASTES.length).toBeLessThanOrEqual(65);
    const named = ['Syed', 'Sheikh', 'Pathan', 'Mughal', 'Ansari', 'Qureshi', 'Khan', 'Malik', 'Mirza', 'Hanafi', 'Shafi', 'Maliki', 'Hanbali', 'Bohras', 'Khojas', 'Memons', 'Ismaili', 'Other'];
    expect(CASTES).toEqual(expect.arrayContaining(named));
    expect(new Set(CASTES).size).toBe(CASTES.length);
  });

  it('offers every state with its main cities, Uttar Pradesh and Lucknow included', () => {
    expect(STATE_NAMES.length).toBe(36);
    expect(INDIAN_STATES['Uttar Pradesh']).toContain('Lucknow');
    for (const cities of Object.values(INDIAN_STATES)) expect(cities.length).toBeGreaterThan(0);
  });

  it('has the four durations and ten heights of the spec', () => {
    expect(DURATIONS).toEqual(['1 Month', '3 Months', '6 Months', '1 Year']);
    expect(HEIGHT_OPTIONS).toHaveLength(10);
    expect(HEIGHT_OPTIONS[0]!.value).toBe("4'5");
    expect(HEIGHT_OPTIONS[9]!.value).toBe("6'0");
  });

  it('weights the completion fields as spec section 9 lists them', () => {
    const total = Object.values(COMPLETION_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBe(16 * 3 + 4 * 4 + 3 * 2 + 4 * 5 + 10);
  });
});

describe('routes', () => {
  it.each(['/', '/about', '/user/view-profile/abc-123', '/auth/reset-password/tok', '/payment-success', '/faq/'])(
    '%s is a page of the app',
    (path) => expect(isClientRoute(path)).toBe(true),
  );

  it.each(['/nope', '/user/view-profile', '/user/view-profile/a/b', '/about/more'])('%s is not', (path) =>
    expect(isClientRoute(path)).toBe(false),
  );

  // Issue 43: the public pages again under /hi/ and /ur/; the member's pages and any other prefix are not pages.
  it.each(['/hi', '/ur/', '/hi/pricing', '/ur/faq/', '/ur/auth/login', '/hi/auth/signup', '/ur/auth/reset-password/tok'])(
    '%s is a public page in Hindi or Urdu',
    (path) => expect(isClientRoute(path)).toBe(true),
  );
  it.each(['/fr', '/fr/about', '/en/about', '/hi/user/profile', '/ur/settings', '/hi/hi/faq', '/hindi/faq'])('%s is not', (path) =>
    expect(isClientRoute(path)).toBe(false),
  );

  it('names each page in each language: its file, its alternates', () => {
    expect(['/', '/hi/', '/hi', '/ur/pricing', '/ur/auth/login'].map(pageFileName)).toEqual(['index', 'hi', 'hi', 'ur__pricing', 'ur__auth__login']);
    expect(localizedPath('/pricing', 'ur')).toBe('/ur/pricing');
    expect(localizedPath('/user/profile', 'ur')).toBe('/user/profile');
    expect(bareRoute('/ur/faq/')).toBe('/faq');
    expect(alternatesOf('/hi/')).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'hi', path: '/hi/' },
      { hreflang: 'ur', path: '/ur/' },
      { hreflang: 'x-default', path: '/' },
    ]);
  });

  it('renders only public pages ahead of the app: the home page by the server (its counts), the rest at build time', () => {
    expect(SERVER_RENDERED_ROUTES).toContain(ROUTES.home);
    expect(PRERENDERED_ROUTES).not.toContain(ROUTES.home);
    expect(VISITOR_PAGES.some((route) => route.startsWith('/user'))).toBe(false);
  });
});

describe('contact form schema', () => {
  const valid = { name: 'Amina', email: 'amina@example.com', message: 'Salaam' };

  it('accepts a message and trims it', () => {
    expect(contactMessageSchema.parse({ ...valid, name: '  Amina  ' })).toEqual({ ...valid, contactNo: '' });
  });

  it.each([
    [{ ...valid, name: '' }, MSG.contactNameRequired],
    [{ ...valid, email: '' }, MSG.emailRequired],
    [{ ...valid, email: 'amina@' }, MSG.emailInvalid],
    [{ ...valid, message: ' ' }, MSG.contactMessageRequired],
    [{ ...valid, contactNo: '98765' }, MSG.contactInvalid],
  ])('refuses bad input #%# with its message', (input, message) => {
    const result = contactMessageSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
