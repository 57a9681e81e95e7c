import { ArrowRight, Calendar, Mail, Phone, User } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT, type TextKey } from '../../lib/i18n';

const NEEDS = [
  { icon: User, text: 'signup.needName' },
  { icon: Phone, text: 'signup.needPhone' },
  { icon: Mail, text: 'signup.needEmail' },
  { icon: Calendar, text: 'signup.needDob' },
] as const satisfies ReadonlyArray<{ icon: unknown; text: TextKey }>;

/**
 * What the journey looks like and what to have at hand. Light on the green brand panel of wide
 * screens; dark on the intro step that phones see first.
 */
export function SignupJourney({ tone, headingLevel = 'h2' }: { tone: 'light' | 'dark'; headingLevel?: 'h2' | 'p' }) {
  const { t } = useT();
  const light = tone === 'light';
  const Heading = headingLevel;
  return (
    <div className="max-w-md">
      <p className={light ? 'text-xs font-semibold tracking-[0.18em] text-gold-200 uppercase' : 'eyebrow'}>
        {t('signup.eyebrow')}
      </p>
      <Heading
        className={`mt-3 font-display font-bold leading-snug ${light ? 'text-3xl text-white lg:text-4xl' : 'text-2xl text-brand-700'}`}
      >
        {t('signup.journeyHeading')}
      </Heading>
      <p className={`mt-4 leading-relaxed ${light ? 'text-brand-50' : 'text-muted'}`}>
        {t('signup.journeyText')}
      </p>
      <p className={`mt-3 text-sm leading-relaxed ${light ? 'text-brand-50' : 'text-muted'}`}>
        {t('signup.journeyFamily')}
      </p>
      <p className={`mt-8 text-sm font-semibold ${light ? 'text-gold-200' : 'text-ink'}`}>{t('signup.needHeading')}</p>
      <ul className="mt-3 space-y-3">
        {NEEDS.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-3">
            <span
              className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full ${
                light ? 'bg-white/10 text-gold-200' : 'bg-brand-50 text-brand-700'
              }`}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
            </span>
            <span className={light ? 'text-white' : 'text-ink'}>{t(text)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phones only: the intro before the wizard. '← Back' leaves the page the way the member came. */
export function SignupIntro({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  const { t } = useT();
  return (
    <section aria-label={t('signup.beforeYouBegin')} className="card p-5 sm:p-6">
      <SignupJourney tone="dark" />
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="back" onClick={onBack}>
          {/* Part of the name, as the spec writes it ('← Back'); mirrored for Urdu. */}
          <span className="inline-block rtl:-scale-x-100">←</span>
          {t('signup.back')}
        </Button>
        <Button variant="next" onClick={onNext}>
          {t('signup.next')}
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
