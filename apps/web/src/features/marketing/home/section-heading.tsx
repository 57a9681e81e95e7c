import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Id of the `<h2>`, referenced by the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  /** Dark sections need light text to keep AA contrast. */
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/** Eyebrow, `<h2>` and an optional introduction, shared by every marketing section. */
export function SectionHeading({ id, eyebrow, title, children, tone = 'light', align = 'center' }: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <p className={`eyebrow ${dark ? 'text-gold-300' : ''}`}>{eyebrow}</p>
      <h2 id={id} className={`mt-3 text-3xl leading-tight font-bold text-balance sm:text-4xl ${dark ? 'text-white' : 'text-brand-700'}`}>
        {title}
      </h2>
      <Ornament className={`mt-4 ${align === 'center' ? 'mx-auto' : ''}`} />
      {children && <div className={`mt-5 text-base leading-relaxed ${dark ? 'text-brand-100' : 'text-muted'}`}>{children}</div>}
    </div>
  );
}

/** A small gold divider: two rules around an eight-point star. */
export function Ornament({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 120 16" className={`block h-4 w-28 ${className}`} aria-hidden="true" focusable="false">
      <path d="M0 8h44M76 8h44" stroke="#d4a73a" strokeWidth="1.5" />
      <path d="M60 0l2.6 5.4L68 8l-5.4 2.6L60 16l-2.6-5.4L52 8l5.4-2.6z" fill="#d4a73a" />
    </svg>
  );
}
