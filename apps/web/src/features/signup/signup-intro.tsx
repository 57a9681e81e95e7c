import { ArrowRight, Calendar, Mail, Phone, User } from 'lucide-react';
import { Button } from '../../components/ui/button';

const NEEDS = [
  { icon: User, text: 'The first and last name on the profile' },
  { icon: Phone, text: 'Your WhatsApp number, to verify with a code' },
  { icon: Mail, text: 'Your email address' },
  { icon: Calendar, text: 'The date of birth on the profile' },
] as const;

/**
 * What the journey looks like and what to have at hand. Light on the green brand panel of wide
 * screens; dark on the intro step that phones see first.
 */
export function SignupJourney({ tone, headingLevel = 'h2' }: { tone: 'light' | 'dark'; headingLevel?: 'h2' | 'p' }) {
  const light = tone === 'light';
  const Heading = headingLevel;
  return (
    <div className="max-w-md">
      <p className={light ? 'text-xs font-semibold tracking-[0.18em] text-gold-200 uppercase' : 'eyebrow'}>
        Begin your journey
      </p>
      <Heading
        className={`mt-3 font-display font-bold leading-snug ${light ? 'text-3xl text-white lg:text-4xl' : 'text-2xl text-brand-700'}`}
      >
        A blessed Nikah begins with a single step
      </Heading>
      <p className={`mt-4 leading-relaxed ${light ? 'text-brand-50' : 'text-muted'}`}>
        Join families across India who found their match with Sakinah. Creating your account takes six short steps,
        and every member’s WhatsApp number is verified so you can connect with confidence.
      </p>
      <p className={`mt-3 text-sm leading-relaxed ${light ? 'text-brand-50' : 'text-muted'}`}>
        Signing up for your daughter, son or a relative? Give their name and date of birth, and your own WhatsApp number
        and email.
      </p>
      <p className={`mt-8 text-sm font-semibold ${light ? 'text-gold-200' : 'text-ink'}`}>What you’ll need</p>
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
            <span className={light ? 'text-white' : 'text-ink'}>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Phones only: the intro before the wizard. '← Back' leaves the page the way the member came. */
export function SignupIntro({ onBack, onNext }: { onBack: () => void; onNext: () => void }) {
  return (
    <section aria-label="Before you begin" className="card p-5 sm:p-6">
      <SignupJourney tone="dark" />
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button variant="back" onClick={onBack}>
          ← Back
        </Button>
        <Button variant="next" onClick={onNext}>
          Next
          <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
