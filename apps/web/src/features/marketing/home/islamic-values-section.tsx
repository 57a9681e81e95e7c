import { ISLAMIC_VALUES } from './landing-content';
import { IslamicPattern } from './islamic-pattern';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';

export function IslamicValuesSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="values-heading" className="section relative overflow-hidden bg-brand-800">
      <IslamicPattern className="absolute inset-0 h-full w-full text-gold-300 opacity-[0.08]" tile={72} />
      <div className="container-page relative">
        <SectionHeading id="values-heading" eyebrow={t('home.values.eyebrow')} title={t('home.values.title')} tone="dark">
          <p>{t('home.values.lead')}</p>
        </SectionHeading>
        <figure className="mx-auto mt-10 max-w-2xl text-center">
          <blockquote>
            <p lang="ar" dir="rtl" className="font-display text-2xl leading-loose text-gold-200 sm:text-3xl">
              وَمِنْ آيَاتِهِ أَنْ خَلَقَ لَكُم مِّنْ أَنفُسِكُمْ أَزْوَاجًا لِّتَسْكُنُوا إِلَيْهَا
            </p>
            <p className="mt-3 text-brand-100 italic">{t('home.values.ayahMeaning')}</p>
          </blockquote>
          <figcaption className="mt-2 text-sm font-semibold text-gold-300">{t('home.values.ayahSource')}</figcaption>
        </figure>
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {ISLAMIC_VALUES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm transition-colors hover:bg-white/10 sm:block sm:p-6 sm:text-center"
            >
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gold-300 text-brand-900 sm:mx-auto sm:h-14 sm:w-14">
                <Icon className="h-7 w-7" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-2xl font-bold text-white sm:mt-4">{t(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-brand-100 sm:mt-2">{t(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
