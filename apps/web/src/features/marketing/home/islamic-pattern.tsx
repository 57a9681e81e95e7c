import { useId } from 'react';

/** SVG ids must be stable between the pre-rendered HTML and hydration, and safe inside url(#…). */
export function useSvgId(prefix: string): string {
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

interface IslamicPatternProps {
  className?: string;
  /** Width of one tile in pixels; larger tiles read as calmer. */
  tile?: number;
}

/**
 * A repeating eight-point star lattice (khatam) for section backgrounds.
 * It inherits `currentColor`, so the caller sets colour and opacity with text utilities.
 */
export function IslamicPattern({ className = '', tile = 56 }: IslamicPatternProps) {
  const id = useSvgId('khatam');
  return (
    <svg className={`pointer-events-none ${className}`} aria-hidden="true" focusable="false">
      <defs>
        <pattern id={id} width={tile} height={tile} patternUnits="userSpaceOnUse" viewBox="0 0 48 48">
          <path
            d="M10 10h28v28H10zM24 4l20 20-20 20L4 24zM0 0l10 10M48 0 38 10M0 48l10-10M48 48 38 38"
            fill="none"
            stroke="currentColor"
            strokeWidth="1"
          />
          <circle cx="24" cy="24" r="3" fill="none" stroke="currentColor" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
