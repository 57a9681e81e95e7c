import { Link } from 'react-router';
import { Headset, PenLine } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

const LINK_CLASS =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-2 text-sm font-semibold text-white transition-colors hover:bg-white/20 sm:w-auto';

/**
 * Closing call to action of the FAQ. The spec's 'Live Chat' link has no target and there is no live
 * chat, so it is named for what it does: 'Write to us' opens the contact form (docs/decisions.md).
 */
export function StillHaveQuestions() {
  const { t, path } = useT();
  return (
    <section
      aria-labelledby="still-have-questions-heading"
      className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-10 text-center text-white sm:px-12 sm:py-14"
    >
      {/* Soft gold glow; decoration only. */}
      <div
        className="pointer-events-none absolute -top-24 -end-24 h-64 w-64 rounded-full bg-gold-400/20 blur-3xl"
        aria-hidden="true"
      />
      <div className="pointer-events-none absolute -bottom-28 -start-20 h-64 w-64 rounded-full bg-brand-400/30 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.18em] text-gold-200 uppercase">{t('faq.still.eyebrow')}</p>
        <h2 id="still-have-questions-heading" className="mt-3 text-3xl font-bold sm:text-4xl">
          {t('faq.still.title')}
        </h2>
        <p className="mt-4 leading-relaxed text-brand-100">
          {t('faq.still.text', { hours: t('contact.hours') })}
        </p>
        <div className="mx-auto mt-7 flex max-w-xs flex-col items-center gap-3 sm:max-w-none sm:flex-row sm:justify-center">
          <Link to={path(ROUTES.contact)} className={LINK_CLASS}>
            <Headset className="h-4 w-4 text-gold-200" aria-hidden="true" />
            {t('faq.still.support')}
          </Link>
          <Link to={path(ROUTES.contact)} className={LINK_CLASS}>
            <PenLine className="h-4 w-4 text-gold-200" aria-hidden="true" />
            {t('faq.still.write')}
          </Link>
        </div>
        <ButtonLink to={ROUTES.contact} variant="secondary" size="lg" className="mt-6 w-full max-w-xs sm:w-auto">
          {t('faq.still.contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
