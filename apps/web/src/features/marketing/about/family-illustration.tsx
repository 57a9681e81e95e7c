import { Figure } from '../home/figure-illustration';
import { useSvgId } from '../home/islamic-pattern';

const ARCH = 'M20 340V150C20 78 82 30 170 10c88 20 150 68 150 140v190z';

/** Two generations beneath an arch: parents behind, the young couple in front. Decorative only. */
export function FamilyIllustration({ className = '' }: { className?: string }) {
  const clip = useSvgId('family-arch');
  const sun = useSvgId('family-sun');
  return (
    <svg viewBox="0 0 340 350" className={className} aria-hidden="true" focusable="false">
      <defs>
        <clipPath id={clip}>
          <path d={ARCH} />
        </clipPath>
        <radialGradient id={sun} cx="0.5" cy="0.42" r="0.6">
          <stop offset="0" stopColor="#fdf8ec" />
          <stop offset="1" stopColor="#f0d88f" />
        </radialGradient>
      </defs>
      <path d={ARCH} transform="translate(-10 10)" fill="#add8c1" />
      <g clipPath={`url(#${clip})`}>
        <rect width="340" height="350" fill={`url(#${sun})`} />
        <circle cx="170" cy="140" r="92" fill="#fdf8ec" opacity="0.7" />
        <path d="M0 300c60-20 110-26 170-26s110 6 170 26v50H0z" fill="#add8c1" opacity="0.6" />
        <Figure kind="kufi" skin="#c68e63" garment="#6f4f16" headwear="#ffffff" hair="#d9d4cc" transform="translate(150 52) scale(0.78)" />
        <Figure kind="hijab" skin="#e0ac85" garment="#93691a" headwear="#b98b22" transform="translate(40 66) scale(0.74)" />
        <Figure kind="kufi" skin="#e0ac85" garment="#1b4d3e" headwear="#fdf8ec" hair="#2b211b" transform="translate(146 132) scale(0.9)" />
        <Figure kind="hijab" skin="#f1c8a5" garment="#2f7f5d" headwear="#22674b" transform="translate(40 146) scale(0.86)" />
      </g>
      <path d={ARCH} fill="none" stroke="#d4a73a" strokeWidth="4" />
    </svg>
  );
}
