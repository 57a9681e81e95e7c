import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PRIVACY_DOCUMENT, TERMS_DOCUMENT, UI_TEXT, type Language, type LegalDocumentText } from '@sakinah/contract';
import { CATALOGUES } from '@sakinah/contract/translate';
import { loadPageTexts, switchLanguage } from '../lib/i18n';
import { PAGE_TEXT_AREAS } from '@sakinah/contract/page-texts';
import { CONTACT_DETAILS } from '../features/marketing/contact-details';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

// The pages' long texts load with the page in the app (routes/public-pages.ts); here the pages are rendered alone.
beforeAll(() => loadPageTexts(PAGE_TEXT_AREAS));

afterEach(async () => {
  cleanup();
  await act(() => switchLanguage('en'));
});

const PAGES = [
  ['terms', TermsPage, TERMS_DOCUMENT],
  ['privacy', PrivacyPage, PRIVACY_DOCUMENT],
] as const;

async function open(Page: () => React.JSX.Element, language: Language, prefix = language === 'en' ? '' : `/${language}`) {
  await act(() => switchLanguage(language));
  return render(
    <MemoryRouter initialEntries={[`${prefix}/terms`]}>
      <Page />
    </MemoryRouter>,
  );
}

const SCRIPT = { hi: /[\u0900-\u097F]/, ur: /[\u0600-\u06FF]/ } as const;
const headingsOf = (document: LegalDocumentText) => document.sections.map((section) => section.title);

describe.each(PAGES)('the %s page', (_name, Page, document) => {
  it('English: the sections and headings as written, no translation note', async () => {
    await open(Page, 'en');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(UI_TEXT[document.title]);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const key of headingsOf(document)) expect(headings).toContain(`${document.sections.findIndex((s) => s.title === key) + 1}.${UI_TEXT[key]}`);
    expect(screen.queryByTestId('english-prevails')).toBeNull();
    expect(screen.getByText(/Last updated:/).textContent).toContain('22 November 2026');
  });

  it.each(['hi', 'ur'] as const)('%s: every heading, paragraph and list item in the language, the English prevails note on top', async (language) => {
    const { container } = await open(Page, language);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(CATALOGUES[language][document.title]);
    expect(screen.getByTestId('english-prevails').textContent).toBe(CATALOGUES[language]['legal.englishPrevails']);
    const article = container.querySelector('article')!;
    const blocks = [...article.querySelectorAll('h2, h3, p, li')];
    expect(blocks.length).toBeGreaterThan(20);
    // No block left in English (a statute's English name in brackets is fine, inside a translated sentence).
    expect(blocks.filter((block) => !SCRIPT[language].test(block.textContent ?? '')).map((block) => block.textContent)).toEqual([]);
    const contents = within(screen.getByRole('navigation', { name: CATALOGUES[language]['legal.contents'] }));
    expect(contents.getAllByRole('link')).toHaveLength(document.sections.length);
    // Links to public pages stay in the reader's language.
    for (const link of article.querySelectorAll('a[href^="/"]')) {
      const href = link.getAttribute('href')!;
      if (href !== '/settings') expect(href.startsWith(`/${language}/`), href).toBe(true);
    }
    // Contact details stay left to right.
    expect(within(article).getByText(CONTACT_DETAILS.phone).getAttribute('dir')).toBe('ltr');
  });
});

describe('the legal texts', () => {
  it('keep the team hours of the contact details word for word in English', () => {
    expect(UI_TEXT['legal.card.hoursValue']).toBe(CONTACT_DETAILS.hours);
  });

  it('the terms say in Urdu that plans never renew by themselves, in the contract words', async () => {
    await open(TermsPage, 'ur');
    expect(screen.getByText((_, element) => element?.tagName === 'LI' && element.textContent!.includes(CATALOGUES.ur.noAutoRenewal!))).toBeTruthy();
  });
});
