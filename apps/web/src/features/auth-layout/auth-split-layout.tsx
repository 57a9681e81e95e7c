import { useId, type ReactNode } from 'react';
import { BrandLogo } from '../../components/ui/brand-logo';

export interface AuthSplitLayoutProps {
  /** The page's only h1, shown at the top of the form panel. */
  title: string;
  subtitle?: ReactNode;
  /** Content of the green panel on wide screens; a short verse when left out. */
  brandPanel?: ReactNode;
  children: ReactNode;
  /** A small link above the title, e.g. back to the home page. */
  topLink?: ReactNode;
  /** Phones have no brand panel: this line stands above the title there instead (e.g. the sign-in welcome). */
  phoneIntro?: ReactNode;
}

/**
 * An eight-point star (khatam) lattice. Decorative only; it inherits `currentColor`,
 * so the caller sets colour and opacity with text utilities.
 */
function GeometricPattern({ className = '' }: { className?: string }) {
  // useId keeps the pattern id unique if two layouts ever share a document; url(#…) needs safe characters.
  const id = `auth-khatam-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg className={`pointer-events-none ${className}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width="72" height="72" patternUnits="userSpaceOnUse" viewBox="0 0 48 48">
          <path
            d="M10 10h28v28H10zM24 4l20 20-20 20L4 24zM0 0l10 10M48 0 38 10M0 48l10-10M48 48 38 38"
            fill="none"
            stroke="currentColor"
            strokeWidth="0.8"
          />
          <circle cx="24" cy="24" r="4" fill="none" stroke="currentColor" strokeWidth="0.8" />
          <circle cx="0" cy="0" r="2" fill="currentColor" />
          <circle cx="48" cy="48" r="2" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}

/** What the green panel says when the page gives it nothing else. */
function DefaultBrandContent() {
  return (
    <figure className="max-w-md">
      <blockquote className="font-display text-3xl leading-snug text-white lg:text-4xl">
        “And He placed between you affection and mercy.”
      </blockquote>
      <figcaption className="mt-4 text-sm font-medium tracking-wide text-gold-200">Surah Ar-Rum 30:21</figcaption>
      <p className="mt-8 text-base leading-relaxed text-brand-50">
        Sakinah means tranquillity. Find a partner who shares your faith and values, with your family beside you.
      </p>
    </figure>
  );
}

/**
 * Shared frame of the sign-in and sign-up pages: a deep green brand panel on the left of wide
 * screens and the form on the right. Phones see only the form panel, with the dark logo on top.
 */
export function AuthSplitLayout({ title, subtitle, brandPanel, children, topLink, phoneIntro }: AuthSplitLayoutProps) {
  return (
    <div className="min-h-screen md:grid md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside
        aria-label="About Sakinah"
        className="relative hidden overflow-hidden bg-gradient-to-br from-brand-700 via-brand-800 to-brand-900 text-white md:block"
      >
        <GeometricPattern className="absolute inset-0 h-full w-full text-gold-300/10" />
        {/* Soft gold glow; decoration only. */}
        <div
          className="pointer-events-none absolute -bottom-24 -start-24 h-72 w-72 rounded-full bg-gold-400/15 blur-3xl"
          aria-hidden="true"
        />
        <div className="relative flex h-full min-h-screen flex-col gap-12 px-8 py-10 lg:px-14 lg:py-12 md:sticky md:top-0 md:h-screen">
          <BrandLogo tone="light" />
          <div className="flex flex-1 flex-col justify-center">{brandPanel ?? <DefaultBrandContent />}</div>
        </div>
      </aside>

      <div className="flex min-h-screen flex-col bg-cream px-4 py-6 sm:px-8 md:py-10 lg:px-14">
        <div className="mx-auto flex w-full max-w-xl flex-1 flex-col">
          <div className="flex items-center justify-between gap-4">
            <BrandLogo className="md:hidden" />
            {topLink && <div className="ms-auto text-sm md:ms-0">{topLink}</div>}
          </div>
          {phoneIntro && (
            <p data-testid="auth-phone-intro" className="mt-6 font-display text-xl leading-snug text-brand-800 md:hidden">
              {phoneIntro}
            </p>
          )}
          <div className={phoneIntro ? 'mt-4 md:mt-10' : 'mt-8 md:mt-10'}>
            <h1 className="text-3xl font-bold text-brand-700 sm:text-4xl">{title}</h1>
            {subtitle && <div className="mt-2 text-base leading-relaxed text-muted">{subtitle}</div>}
          </div>
          <div className="mt-6 flex-1">{children}</div>
        </div>
      </div>
    </div>
  );
}
