import { Fragment } from 'react';

/**
 * An email address that may break only at its seams: after the @ and before each dot, so a long
 * address on a phone reads "ayesha.siddiqui0@ / demo.sakinah.local" instead of breaking mid-word.
 * Letters are split only when a single part is still wider than its box (overflow-wrap).
 */
export function EmailText({ email, className = '' }: { email: string; className?: string }) {
  const parts = email.split(/(?<=@)|(?=\.)/);
  return (
    // An address reads left to right inside right-to-left text (Urdu pages).
    <span dir="ltr" className={`[overflow-wrap:break-word] ${className}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
