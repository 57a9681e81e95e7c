import { Figure } from './figure-illustration';
import { useSvgId } from './islamic-pattern';

const ARCH = 'M30 470V210C30 118 104 50 190 18c86 32 160 100 160 192v260z';

function Lantern({ x, drop }: { x: number; drop: number }) {
  return (
    <g transform={`translate(${x} 0)`}>
      <path d={`M0 40V${drop}`} stroke="#d4a73a" strokeWidth="1.5" />
      <g transform={`translate(0 ${drop})`}>
        <circle cy="26" r="26" fill="#e6c05a" opacity="0.18" />
        <path d="M-6 0h12l4 8h-20z" fill="#d4a73a" />
        <path d="M-10 8h20l4 30-14 10-14-10z" fill="#f0d88f" />
        <path d="M-4 14h8v22l-4 3-4-3z" fill="#fdf8ec" />
        <path d="M0 48v8" stroke="#d4a73a" strokeWidth="2" strokeLinecap="round" />
      </g>
    </g>
  );
}

/** The hero scene: a couple beneath a mihrab arch on a moonlit night. Decorative only. */
export function HeroIllustration({ className = '' }: { className?: string }) {
  const sky = useSvgId('hero-sky');
  const glow = useSvgId('hero-glow');
  const clip = useSvgId('hero-arch');
  return (
    <svg viewBox="0 0 380 480" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0f2c24" />
          <stop offset="0.65" stopColor="#1b4d3e" />
          <stop offset="1" stopColor="#2f7f5d" />
        </linearGradient>
        <radialGradient id={glow} cx="0.5" cy="0.78" r="0.5">
          <stop offset="0" stopColor="#f0d88f" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f0d88f" stopOpacity="0" />
        </radialGradient>
        <clipPath id={clip}>
          <path d={ARCH} />
        </clipPath>
      </defs>
      <path d={ARCH} transform="translate(10 10)" fill="#f0d88f" opacity="0.45" />
      <g clipPath={`url(#${clip})`}>
        <rect width="380" height="480" fill={`url(#${sky})`} />
        <rect width="380" height="480" fill={`url(#${glow})`} />
        <path d="M246 96a36 36 0 1 0 30 60 30 30 0 1 1-30-60z" fill="#e6c05a" />
        {[
          [96, 120, 1],
          [140, 80, 0.7],
          [300, 200, 0.8],
          [80, 210, 0.6],
          [210, 150, 0.5],
        ].map(([x, y, s]) => (
          <path
            key={`${x}-${y}`}
            d="M0-8l2 6 6 2-6 2-2 6-2-6-6-2 6-2z"
            transform={`translate(${x} ${y}) scale(${s})`}
            fill="#fdf8ec"
          />
        ))}
        <Lantern x={110} drop={150} />
        <Lantern x={300} drop={250} />
        <path d="M0 430c70-24 140-30 190-30s120 6 190 30v50H0z" fill="#0f2c24" opacity="0.55" />
        <Figure
          kind="kufi"
          skin="#c68e63"
          garment="#fdf8ec"
          headwear="#ffffff"
          hair="#2b211b"
          transform="translate(150 248) scale(1.05)"
        />
        <Figure kind="hijab" skin="#e0ac85" garment="#d4a73a" headwear="#f8ecc9" transform="translate(40 268) scale(0.97)" />
      </g>
      <path d={ARCH} fill="none" stroke="#d4a73a" strokeWidth="4" />
    </svg>
  );
}
