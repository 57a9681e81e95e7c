import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MSG, UI_TEXT } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { loadPageTexts, switchLanguage } from '../../lib/i18n';
import { PAGE_TEXT_AREAS } from '@sakinah/contract/page-texts';
import { renderWithSession } from '../session/render-with-session';
import { FaqPage } from '../../routes/faq-page';
import { AboutPage } from '../../routes/about-page';
import { SafetyPage } from '../../routes/safety-page';
import { ContactPage } from '../../routes/contact-page';
import { FeaturedProfilesSection } from './home/featured-profiles-section';
import { SuccessStoriesSection } from './home/success-stories-section';
import { TestimonialsSection } from './home/testimonials-section';
import { CommunitySection } from './home/community-section';
import { FAQ_CATEGORIES, FAQ_HEADLINES } from './faq/faq-content';
import { CONTACT_DETAILS } from './contact-details';

// The pages' long texts load with the page in the app (routes/public-pages.ts); here the pages are rendered alone.
beforeAll(() => loadPageTexts(PAGE_TEXT_AREAS));

afterEach(async () => {
  cleanup();
  await switchLanguage('en');
});

/** Latin words a Hindi or Urdu page may keep: technical names, units, addresses and numbers' company. */
const KEPT_LATIN = /^(JPEG|PNG|MB|IST|OTP|UPI|PIN|PAN|ID|support@sakinah\.in|cybercrime\.gov\.in)$/;

/**
 * The legal pages' frame around the Safety Centre's text (legal-document.tsx: "Last updated", "Contents", "Ask a
 * question") is translated with the terms and privacy pages, not here.
 */
const LEGAL_FRAME = new Set(['Last', 'updated', 'Contents', 'Ask', 'question']);

/** The Latin words of the page's visible text that are not on the list above. */
function englishLeft(container: HTMLElement): string[] {
  const words = (container.textContent ?? '').match(/[A-Za-z][A-Za-z.@]+[A-Za-z]/g) ?? [];
  return [...new Set(words)].filter((word) => !KEPT_LATIN.test(word));
}

const PAGES: [string, () => ReactElement][] = [
  ['FAQ', () => <FaqPage />],
  ['About', () => <AboutPage />],
  ['Safety Centre', () => <SafetyPage />],
  ['Contact', () => <ContactPage />],
  [
    'home sections',
    () => (
      <>
        <FeaturedProfilesSection />
        <SuccessStoriesSection />
        <TestimonialsSection />
        <CommunitySection />
      </>
    ),
  ],
];

describe('the public pages\' bodies in Hindi and Urdu', () => {
  it('name every FAQ text by a key the English has', () => {
    const english = { ...UI_TEXT, ...MSG } as Record<string, unknown>;
    const keys = [...FAQ_HEADLINES, ...FAQ_CATEGORIES.flatMap((category) => category.items)].flatMap((item) => [
      item.question,
      ...item.answer,
      ...(item.points ?? []),
      ...(item.link ? [item.link.label] : []),
    ]);
    expect(keys.filter((key) => typeof english[key] !== 'string')).toEqual([]);
  });

  it('write the published hours and address as the footer does, in English', () => {
    expect(UI_TEXT['contact.hours']).toBe(CONTACT_DETAILS.hours);
    expect(UI_TEXT['contact.office']).toBe(CONTACT_DETAILS.office);
  });

  it.each(['hi', 'ur'] as const)('%s: every page reads in its language, no English left', async (language) => {
    await switchLanguage(language);
    const left: Record<string, string[]> = {};
    for (const [name, page] of PAGES) {
      const { container } = renderWithSession(page(), { user: null, path: `/${language}/` });
      left[name] = englishLeft(container).filter((word) => !(name === 'Safety Centre' && LEGAL_FRAME.has(word)));
      cleanup();
    }
    expect(left).toEqual(Object.fromEntries(PAGES.map(([name]) => [name, []])));
  });

  it('keeps the values in the answers and the links in the sentence (Urdu)', async () => {
    await switchLanguage('ur');
    renderWithSession(<FaqPage />, { user: null, path: '/ur/faq' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CATALOGUES.ur['faq.page.title']);
    expect(document.body.textContent).toContain('support@sakinah.in');
    expect(screen.getAllByRole('link', { name: CATALOGUES.ur['faq.link.privacy'], hidden: true })[0]?.getAttribute('href')).toBe('/ur/privacy');

    cleanup();
    renderWithSession(<CommunitySection />, { user: null, path: '/ur/' });
    expect(screen.getByRole('link', { name: 'اکثر پوچھے جانے والے سوالات پڑھیے' }).getAttribute('href')).toBe('/ur/faq');
  });

  it('stays the page\'s English word for word in English', () => {
    renderWithSession(<FaqPage />, { user: null, path: '/faq' });
    expect(screen.getByText('How is Sakinah different from other matrimony sites?')).toBeTruthy();
    expect(document.body.textContent).toContain(MSG.noAutoRenewal);
    cleanup();
    renderWithSession(<SafetyPage />, { user: null, path: '/safety' });
    expect(document.body.textContent).toContain('No genuine match will ask you for money. Not before you meet');
    expect(screen.getByText('1930').tagName).toBe('STRONG');
  });
});
