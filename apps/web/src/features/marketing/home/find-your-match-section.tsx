import { MATCH_STEPS } from './landing-content';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';

/** The four steps from sign-up to nikah. */
export function FindYourMatchSection() {
  const { t, formatNumber } = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="section scroll-mt-16 bg-cream">
      <div className="container-page">
        <SectionHeading id="how-it-works-heading" eyebrow={t('home.steps.eyebrow')} title={t('home.steps.title')}>
          <p>{t('home.steps.lead')}</p>
        </SectionHeading>
        <div className="relative mt-14">
          {/* A dashed line joins the step badges: a vertical timeline on phones, a row on wide screens. */}
          <div
            aria-hidden="true"
            className="absolute top-8 bottom-16 start-8 border-s-2 border-dashed border-gold-300 sm:hidden"
          />
          <div
            aria-hidden="true"
            className="absolute top-8 end-[12.5%] start-[12.5%] hidden border-t-2 border-dashed border-gold-300 lg:block"
          />
          <ol className="relative grid gap-8 sm:grid-cols-2 sm:gap-10 lg:grid-cols-4 lg:gap-6">
            {MATCH_STEPS.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="flex gap-5 sm:flex-col sm:items-center sm:gap-0 sm:text-center">
                <span className="relative flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white shadow-md ring-8 ring-cream">
                  <Icon className="h-7 w-7" aria-hidden="true" />
                  <span className="absolute -top-1 -end-1 flex h-7 w-7 items-center justify-center rounded-full bg-gold-300 text-xs font-bold text-brand-900">
                    <span className="sr-only">{t('home.steps.step')}</span>
                    {formatNumber(index + 1)}
                  </span>
                </span>
                <div>
                  <h3 className="mt-1 text-xl font-bold text-brand-700 sm:mt-5">{t(title)}</h3>
                  <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted">{t(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
