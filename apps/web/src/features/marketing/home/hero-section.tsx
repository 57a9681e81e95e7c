import { BadgeCheck, HeartHandshake, LockKeyhole, MoonStar, Users } from 'lucide-react';
import { useSiteCounts } from './use-site-counts';
import { ROUTES } from '@sakinah/contract/routes';
import { ButtonLink, buttonClass } from '../../../components/ui/button';
import { HeroIllustration } from './hero-illustration';
import { IslamicPattern } from './islamic-pattern';
import { useT } from '../../../lib/i18n';

const TRUST_POINTS = [
  { icon: BadgeCheck, label: 'home.hero.verified' },
  { icon: Users, label: 'home.hero.familyInvolved' },
  { icon: LockKeyhole, label: 'home.hero.private' },
] as const;

export function HeroSection() {
  const { t } = useT();
  return (
    <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-cream to-cream">
      <IslamicPattern className="absolute inset-0 h-full w-full text-brand-700 opacity-[0.06]" />
      <div className="container-page relative grid items-center gap-12 pt-12 pb-16 sm:pt-16 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pt-20 lg:pb-24">
        <div className="text-center lg:text-start">
          <p className="eyebrow text-balance text-gold-700">{t('home.hero.eyebrow')}</p>
          <h1
            id="hero-heading"
            className="mt-4 text-4xl leading-[1.15] font-bold text-balance text-brand-700 sm:text-5xl lg:text-6xl"
          >
            {t('home.hero.title')}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-muted lg:mx-0">{t('home.hero.lead')}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <ButtonLink to={ROUTES.signup} size="lg">
              {t('home.hero.createAccount')}
            </ButtonLink>
            <a href="#how-it-works" className={buttonClass('back', 'lg')}>
              {t('home.hero.howItWorks')}
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm font-medium text-brand-700 lg:justify-start">
            {TRUST_POINTS.map(({ icon: Icon, label }) => (
              <li key={label} className="flex items-center gap-2">
                <Icon className="h-5 w-5 text-gold-600" aria-hidden="true" />
                {t(label)}
              </li>
            ))}
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
          <HeroIllustration className="h-auto w-full drop-shadow-xl" />
          <p className="absolute top-1/2 -start-2 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-semibold text-brand-700 shadow-lg sm:-start-8">
            <MoonStar className="h-5 w-5 text-gold-600" aria-hidden="true" />
            {t('home.hero.faithFirst')}
          </p>
          <p className="absolute -end-2 bottom-10 flex items-center gap-2 rounded-2xl bg-white px-3.5 py-2.5 text-sm font-semibold text-brand-700 shadow-lg sm:-end-6 lg:-end-2 xl:-end-6">
            <HeartHandshake className="h-5 w-5 text-gold-600" aria-hidden="true" />
            {t('home.hero.guardiansWelcome')}
          </p>
        </div>
      </div>
      <CountersBand />
    </section>
  );
}

/**
 * Counts from the database on a deep green band under the hero, each only above its threshold, and no band at all
 * below it (docs/decisions.md: the spec's fixed numbers are not claimed). The server renders them into the page.
 */
function CountersBand() {
  const counts = useSiteCounts().data ?? [];
  if (counts.length === 0) return null;
  return (
    <div className="relative bg-brand-800" data-testid="site-counts">
      <dl className={`container-page grid divide-x divide-white/10 py-6 sm:py-8 ${counts.length > 1 ? 'grid-cols-2' : 'grid-cols-1'}`}>
        {counts.map((counter) => (
          <div key={counter.key} className="flex flex-col items-center gap-1 px-1 text-center">
            <dt className="order-2 text-xs leading-snug font-medium tracking-wide text-balance text-brand-100 sm:text-sm">{counter.label}</dt>
            <dd className="order-1 font-display text-[1.65rem] leading-tight font-bold text-gold-300 sm:text-5xl">{counter.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
