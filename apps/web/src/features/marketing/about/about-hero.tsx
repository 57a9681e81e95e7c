import { IslamicPattern } from '../home/islamic-pattern';
import { Ornament } from '../home/section-heading';
import { useT } from '../../../lib/i18n';

export function AboutHero() {
  const { t } = useT();
  return (
    <section aria-labelledby="about-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 to-cream">
      <IslamicPattern className="absolute inset-0 h-full w-full text-brand-700 opacity-[0.06]" />
      <div className="container-page relative mx-auto max-w-3xl py-16 text-center sm:py-24">
        <p className="eyebrow text-gold-700">{t('about.hero.eyebrow')}</p>
        <h1 id="about-heading" className="mt-4 text-4xl leading-[1.15] font-bold rtl:leading-[1.7] text-balance text-brand-700 sm:text-5xl lg:text-6xl">
          {t('about.hero.title')}
        </h1>
        <Ornament className="mx-auto mt-6" />
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted">
          {t('about.hero.lead')}
        </p>
      </div>
    </section>
  );
}
