import { Figure, type FigureStyle } from './figure-illustration';

export interface PortraitStyle extends FigureStyle {
  backdrop: string;
  /** The soft halo behind the head. */
  glow: string;
}

interface PortraitProps {
  style: PortraitStyle;
  /** Alternative text; the portrait is an image for assistive technology. */
  label: string;
  className?: string;
}

/** A calm head-and-shoulders portrait (5:4) used for the sample profiles. */
export function PortraitIllustration({ style, label, className = '' }: PortraitProps) {
  return (
    <svg viewBox="0 0 250 200" role="img" aria-label={label} className={className} preserveAspectRatio="xMidYMid slice">
      <rect width="250" height="200" fill={style.backdrop} />
      <circle cx="125" cy="100" r="74" fill={style.glow} />
      <path d="M212 30l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={style.glow} />
      <path d="M36 132l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={style.glow} />
      <Figure {...style} transform="translate(40 -4) scale(0.85)" />
    </svg>
  );
}
