import { SPECIAL_FEATURES } from './landing-content';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';

export function SpecialFeaturesSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="features-heading" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="features-heading" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')}>
          <p>{t('home.features.lead')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {SPECIAL_FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="card flex gap-4 p-5 transition-all sm:p-6 hover:-translate-y-0.5 hover:border-gold-200 hover:shadow-md"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-xl font-bold text-brand-700">{t(title)}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-muted">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
