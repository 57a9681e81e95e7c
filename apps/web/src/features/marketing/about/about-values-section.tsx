import { SectionHeading } from '../home/section-heading';
import { ABOUT_COUNTS, ABOUT_VALUES } from './about-content';
import { useT } from '../../../lib/i18n';

export function AboutValuesSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="about-values-heading" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="about-values-heading" eyebrow={t('about.values.eyebrow')} title={t('about.values.title')}>
          <p>{t('about.values.lead')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {ABOUT_VALUES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card relative flex gap-4 overflow-hidden p-5 pt-6 sm:block sm:p-6 sm:pt-7">
              <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-gold-300 via-gold-400 to-brand-400" />
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-gold-200">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-2xl font-bold text-brand-700 sm:mt-4">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted sm:mt-2">{t(text, ABOUT_COUNTS)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
