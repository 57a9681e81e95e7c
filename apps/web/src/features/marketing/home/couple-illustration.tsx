import { Figure, type FigureStyle } from './figure-illustration';

export interface CoupleStyle {
  backdrop: string;
  glow: string;
  bride: FigureStyle;
  groom: FigureStyle;
}

interface CoupleProps {
  style: CoupleStyle;
  label: string;
  className?: string;
}

/** Two figures side by side under a soft arch, for success stories and testimonials. */
export function CoupleIllustration({ style, label, className = '' }: CoupleProps) {
  return (
    <svg viewBox="0 0 320 240" role="img" aria-label={label} className={className} preserveAspectRatio="xMidYMid slice">
      <rect width="320" height="240" fill={style.backdrop} />
      <path d="M60 240V120c0-58 46-96 100-108 54 12 100 50 100 108v120z" fill={style.glow} />
      <path d="M248 34l4 9 9 4-9 4-4 9-4-9-9-4 9-4z" fill={style.glow} />
      <path d="M44 70l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill={style.glow} />
      <Figure {...style.groom} transform="translate(128 10) scale(0.98)" />
      <Figure {...style.bride} transform="translate(14 30) scale(0.9)" />
    </svg>
  );
}
