import { ArrowRight, Briefcase, GraduationCap, LockKeyhole, MapPin } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { CAROUSEL_ITEM, CAROUSEL_LIST } from './mobile-carousel';
import { FEATURED_PROFILES, type FeaturedProfileSample } from './landing-samples';
import { PortraitIllustration } from './portrait-illustration';
import { SectionHeading } from './section-heading';
import { useLandingProfileGate } from './use-landing-profile-gate';

export function FeaturedProfilesSection() {
  const { open: openProfiles, popups } = useLandingProfileGate();
  return (
    <section aria-labelledby="featured-profiles-heading" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="featured-profiles-heading" eyebrow="Meet our members" title="Featured Profiles">
          <p>
            A glimpse of the sincere, verified members looking for a life partner on Sakinah. Full profiles open to members
            once they sign in.
          </p>
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
            View More Profiles
            <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
          <p className="text-center text-sm text-balance text-muted">
            <LockKeyhole className="me-1.5 inline h-4 w-4 align-[-2px]" aria-hidden="true" />
            Illustrations shown here; real photos are visible only with the member&apos;s permission.
          </p>
        </div>
      </div>
      {popups}
    </section>
  );
}

function ProfileCard({ profile, onView }: { profile: FeaturedProfileSample; onView: () => void }) {
  const nameId = `${profile.id}-name`;
  const details = [
    { icon: MapPin, label: 'Location', value: profile.location },
    { icon: GraduationCap, label: 'Education', value: profile.education },
    { icon: Briefcase, label: 'Profession', value: profile.profession },
  ];
  return (
    <article aria-labelledby={nameId} className="card group flex h-full flex-col overflow-hidden transition-shadow hover:shadow-lg">
      <div className="relative aspect-[5/4] overflow-hidden">
        <PortraitIllustration
          style={profile.image}
          label={`Illustrated portrait of ${profile.name}`}
          className="h-full w-full transition-transform duration-500 group-hover:scale-105"
        />
        <span className="absolute top-3 start-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-brand-700 shadow-sm">
          Verified
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h3 id={nameId} className="text-2xl font-bold text-brand-700">
          {profile.name}{' '}
          <span className="ms-1 font-sans text-base font-medium text-muted">{profile.age} yrs</span>
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
          View Profile
        </Button>
      </div>
    </article>
  );
}
