import { ArrowRight, Briefcase, GraduationCap, LockKeyhole, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CAROUSEL_ITEM, CAROUSEL_LIST } from './mobile-carousel';
import { FEATURED_PROFILES, type FeaturedProfileSample } from './landing-samples';
import { PortraitIllustration } from './portrait-illustration';
import { SectionHeading } from './section-heading';
import { useLandingProfileGate } from './use-landing-profile-gate';
import { useT } from '../../../lib/i18n';

export function FeaturedProfilesSection() {
  const { open: openProfiles, popups } = useLandingProfileGate();
  const { t } = useT();
  return (
    <section aria-labelledby="featured-profiles-heading" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="featured-profiles-heading" eyebrow={t('landing.profiles.eyebrow')} title={t('landing.profiles.title')}>
          <p>{t('landing.profiles.lead')}</p>
        </SectionHeading>
        <ul className={`mt-12 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4 ${CAROUSEL_LIST}`}>
          {FEATURED_PROFILES.map((profile) => (
            <li key={profile.id} className={CAROUSEL_ITEM}>
              <ProfileCard profile={profile} onView={openProfiles} />
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3">
          <Button size="lg" onClick={openProfiles}>
            {t('landing.profiles.viewMore')}
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <p className="text-center text-sm text-balance text-muted">
            <LockKeyhole className="me-1.5 inline h-4 w-4 align-[-2px]" aria-hidden="true" />
            {t('landing.profiles.note')}
          </p>
        </div>
      </div>
      {popups}
    </section>
  );
}

function ProfileCard({ profile, onView }: { profile: FeaturedProfileSample; onView: () => void }) {
  const { t } = useT();
  const nameId = `${profile.id}-name`;
  const name = t(profile.name);
  const details = [
    { icon: MapPin, label: t('landing.profiles.location'), value: t(profile.location) },
    { icon: GraduationCap, label: t('landing.profiles.education'), value: t(profile.education) },
    { icon: Briefcase, label: t('landing.profiles.profession'), value: t(profile.profession) },
  ];
  return (
    <article aria-labelledby={nameId} className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative aspect-[5/4] overflow-hidden">
        <PortraitIllustration
          style={profile.image}
          label={t('landing.profiles.portrait', { name })}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 start-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow-sm">
          {t('landing.profiles.verified')}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-2xl font-bold text-brand-700">
          {name}{' '}
          <span className="ms-1 font-sans text-base font-medium text-muted">{t('landing.profiles.age', { age: profile.age })}</span>
        </h3>
        <dl className="mt-3 space-y-2 text-sm text-ink">
          {details.map(({ icon: Icon, label, value }) => (
            <div key={label} className="flex items-start gap-2">
              <dt className="shrink-0">
                <Icon className="mt-0.5 h-4 w-4 text-gold-600" aria-hidden="true" />
                <span className="sr-only">{label}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Button variant="profile" className="mt-5 w-full" onClick={onView} aria-describedby={nameId}>
          {t('landing.profiles.view')}
        </Button>
      </div>
    </article>
  );
}
