import { IslamicPattern } from '../home/islamic-pattern';
import { SectionHeading } from '../home/section-heading';
import { ABOUT_COUNTS, INDIA_FACTS, WHY_CHOOSE_US } from './about-content';
import { useT } from '../../../lib/i18n';

export function WhyChooseUsSection() {
  const { t } = useT();
  const values = { ...ABOUT_COUNTS, hours: t('contact.hours') };
  return (
    <section aria-labelledby="why-heading" className="section bg-white">
      <div className="container-page grid gap-12 lg:grid-cols-[1.35fr_1fr] lg:gap-16">
        <div>
          <SectionHeading id="why-heading" eyebrow={t('about.why.eyebrow')} title={t('about.why.title')} align="start">
            <p>{t('about.why.lead')}</p>
          </SectionHeading>
          <ul className="mt-10 grid gap-x-8 gap-y-7 sm:grid-cols-2">
            {WHY_CHOOSE_US.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold-100 text-gold-700">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-brand-700">{t(title)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{t(text, values)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <aside
          aria-labelledby="india-heading"
          className="relative self-start overflow-hidden rounded-3xl bg-brand-800 p-8 text-white shadow-xl sm:p-10 lg:mt-16"
        >
          <IslamicPattern className="absolute inset-0 h-full w-full text-gold-300 opacity-10" tile={60} />
          <div className="relative">
            <h3 id="india-heading" className="text-3xl leading-tight font-bold text-balance">
              {t('about.india.title')}
            </h3>
            <dl className="mt-8 space-y-6">
              {INDIA_FACTS.map((fact) => (
                <div key={fact.label} className="flex items-baseline gap-4 border-b border-white/10 pb-5 last:border-0 last:pb-0">
                  <dt className="order-2 text-sm text-brand-100">{t(fact.label)}</dt>
                  <dd className="order-1 w-24 shrink-0 font-display text-4xl font-bold text-gold-300">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
    </section>
  );
}
