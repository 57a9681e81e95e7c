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

/** A calm single-person portrait used for the sample profiles. */
export function PortraitIllustration({ style, label, className = '' }: PortraitProps) {
  return (
    <svg viewBox="0 0 200 240" role="img" aria-label={label} className={className} preserveAspectRatio="xMidYMid slice">
      <rect width="200" height="240" fill={style.backdrop} />
      <circle cx="100" cy="108" r="80" fill={style.glow} />
      <path d="M168 28l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill={style.glow} />
      <path d="M30 60l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={style.glow} />
      <Figure {...style} transform="translate(0 8)" />
    </svg>
  );
}
