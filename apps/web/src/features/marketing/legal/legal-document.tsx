import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Languages, ListTree } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../../lib/i18n';
import { useRichText } from './rich-text';

/** Both legal documents were last revised together; change this date with any edit to either. */
export const LEGAL_LAST_UPDATED = { label: '22 November 2026', iso: '2026-11-22' } as const;

export interface LegalSection {
  /** The section's in-page anchor, linked from the table of contents. */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** The other legal document, offered at the end. */
  related: { to: string; label: string };
  /** What the end says instead of pointing to the other legal document (the Safety Centre). */
  closing?: ReactNode;
  /** When the text last changed, when it is not the legal documents' date. */
  updated?: { label: string; iso: string };
  /** A binding document (terms, privacy): in Hindi and Urdu a note says the English version prevails (docs/decisions.md). */
  englishPrevails?: boolean;
}

// Nastaliq rises and descends far beyond Latin: Urdu (the right-to-left pages) gets taller lines, or they touch.
const RTL_LEADING = 'rtl:leading-[2.1]';

// No typography plugin: the few elements the documents use are styled here once.
const PROSE = [
  `text-[0.97rem] leading-relaxed ${RTL_LEADING} text-ink/90`,
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h3]:mt-7 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-brand-800',
  '[&_ul]:mt-4 [&_ul]:space-y-2 [&_ul]:ps-5 [&_ul]:list-disc [&_li]:ps-1 [&_li]:marker:text-gold-600',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-900',
  '[&_strong]:font-semibold [&_strong]:text-ink',
].join(' ');

/** Shared layout of the privacy policy and the terms: title, last-updated line, contents, numbered sections. */
export function LegalDocument({
  eyebrow,
  title,
  intro,
  sections,
  related,
  closing,
  updated = LEGAL_LAST_UPDATED,
  englishPrevails = false,
}: LegalDocumentProps) {
  const { t, language, formatDate, path } = useT();
  const rich = useRichText();
  // English keeps its written date; Hindi and Urdu write the same day their way.
  const updatedLabel = language === 'en' ? updated.label : formatDate(updated.iso, { day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="container-page py-14 sm:py-20">
          {englishPrevails && language !== 'en' && (
            <p
              role="note"
              data-testid="english-prevails"
              className="mb-6 flex max-w-3xl items-start gap-2 rounded-xl border border-gold-200 bg-white/80 px-4 py-2.5 text-sm text-ink/80"
            >
              <Languages className="mt-1 h-4 w-4 shrink-0 text-gold-600" aria-hidden="true" />
              <span>{t('legal.englishPrevails')}</span>
            </p>
          )}
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">{title}</h1>
          <p className="mt-4 inline-flex rounded-full border border-brand-100 bg-white px-4 py-1.5 text-sm text-muted">
            {t('legal.lastUpdated')}&nbsp;<time dateTime={updated.iso}>{updatedLabel}</time>
          </p>
          <div className={`mt-6 max-w-3xl space-y-3 text-base leading-relaxed ${RTL_LEADING} text-muted sm:text-lg`}>{intro}</div>
        </div>
      </section>

      <div className="container-page pb-16 sm:pb-24 lg:grid lg:grid-cols-[17rem_1fr] lg:gap-12">
        <aside className="mb-10 lg:mb-0">
          <nav aria-labelledby="legal-contents-heading" className="card p-5 sm:p-6 lg:sticky lg:top-24">
            <h2
              id="legal-contents-heading"
              className="flex items-center gap-2 font-sans text-sm font-semibold tracking-wider text-brand-700 uppercase"
            >
              <ListTree className="h-4 w-4 text-gold-600" aria-hidden="true" />
              {t('legal.contents')}
            </h2>
            <ol className="mt-4 space-y-1 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 rounded-lg px-2 py-1.5 text-muted transition-colors hover:bg-brand-50 hover:text-brand-700"
                  >
                    <span className="w-5 shrink-0 text-end font-semibold text-gold-700">{index + 1}.</span>
                    <span>{section.title}</span>
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>

        <article className="card min-w-0 px-5 py-8 sm:px-10 sm:py-12">
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-24 border-b border-brand-50 pb-10 not-first:pt-10 last:border-b-0 last:pb-0"
            >
              <h2 id={`${section.id}-heading`} className="flex gap-3 text-2xl font-bold text-brand-700 sm:text-[1.7rem]">
                <span className="text-gold-600" aria-hidden="true">
                  {index + 1}.
                </span>
                <span>{section.title}</span>
              </h2>
              <div className={`mt-4 ${PROSE}`}>{section.content}</div>
            </section>
          ))}

          <div className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className={`text-sm leading-relaxed ${RTL_LEADING} text-ink/90`}>
              {closing ??
                rich(
                  'legal.alsoRead',
                  {
                    related: (chunks) => (
                      <Link to={related.to} className="font-semibold text-brand-700 underline underline-offset-2">
                        {chunks}
                      </Link>
                    ),
                  },
                  { label: related.label },
                )}
            </p>
            <Link
              to={path(ROUTES.contact)}
              className="inline-flex shrink-0 items-center gap-1.5 text-sm font-semibold text-brand-700 hover:text-brand-900"
            >
              {t('legal.askQuestion')}
              <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </div>
        </article>
      </div>
    </>
  );
}
