import { SectionHeading } from '../home/section-heading';
import { FamilyIllustration } from './family-illustration';
import { useT } from '../../../lib/i18n';

export function MissionSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="mission-heading" className="section bg-white">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <FamilyIllustration className="mx-auto h-auto w-full max-w-sm drop-shadow-lg lg:max-w-md" />
        <div>
          <SectionHeading id="mission-heading" eyebrow={t('about.mission.eyebrow')} title={t('about.mission.title')} align="start">
            <p>{t('about.mission.text1')}</p>
            <p className="mt-4">{t('about.mission.text2')}</p>
          </SectionHeading>
          <aside aria-labelledby="name-heading" className="mt-8 rounded-2xl border-s-4 border-gold-400 bg-gold-50 p-5 sm:p-6">
            <h3 id="name-heading" className="text-xl font-bold text-brand-700">
              {t('about.name.title')}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-ink">
              {t('about.name.text')}{' '}
              <cite className="font-semibold text-gold-700 not-italic">{t('about.name.cite')}</cite>
            </p>
          </aside>
        </div>
      </div>
    </section>
  );
}
