/** Stylised, faceless people drawn in a 200 × 240 box, so no real faces ever appear on the site. */

export interface FigureStyle {
  kind: 'hijab' | 'kufi';
  skin: string;
  /** Clothing below the neck. */
  garment: string;
  /** The hijab or the kufi cap. */
  headwear: string;
  /** Beard colour; kufi figures only. */
  hair?: string;
}

const SHADE = 'rgba(15, 44, 36, 0.14)';

function HijabFigure({ skin, garment, headwear }: FigureStyle) {
  return (
    <>
      <path d="M26 240c0-46 32-72 74-72s74 26 74 72z" fill={garment} />
      <path
        d="M100 56c-31 0-50 25-50 58 0 24 7 41 16 53-11 7-18 16-21 27 17-9 35-13 55-13s38 4 55 13c-3-11-10-20-21-27 9-12 16-29 16-53 0-33-19-58-50-58z"
        fill={headwear}
      />
      {/* A darker rim around the face reads as the under-scarf. */}
      <ellipse cx="100" cy="115" rx="28" ry="34" fill={SHADE} />
      <ellipse cx="100" cy="117" rx="24" ry="30" fill={skin} />
      <path d="M66 167c10 9 22 14 34 14s24-5 34-14" fill="none" stroke={SHADE} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

function KufiFigure({ skin, garment, headwear, hair = '#2b211b' }: FigureStyle) {
  return (
    <>
      <path d="M26 240c0-46 32-70 74-70s74 24 74 70z" fill={garment} />
      <rect x="88" y="136" width="24" height="38" rx="10" fill={skin} />
      <path d="M86 172l14 20 14-20" fill="none" stroke={SHADE} strokeWidth="3" strokeLinejoin="round" />
      <ellipse cx="72" cy="116" rx="6" ry="9" fill={skin} />
      <ellipse cx="128" cy="116" rx="6" ry="9" fill={skin} />
      <ellipse cx="100" cy="112" rx="28" ry="33" fill={skin} />
      <path d="M73 112c1 27 12 42 27 42s26-15 27-42c-6 11-15 16-27 16s-21-5-27-16z" fill={hair} />
      <path d="M71 97c0-21 13-34 29-34s29 13 29 34z" fill={headwear} />
      <path d="M72 97h56" stroke={SHADE} strokeWidth="3" strokeLinecap="round" />
    </>
  );
}

/** One person as an SVG group; place it with a transform inside a parent `<svg>`. */
export function Figure({ transform, ...style }: FigureStyle & { transform?: string }) {
  return <g transform={transform}>{style.kind === 'hijab' ? <HijabFigure {...style} /> : <KufiFigure {...style} />}</g>;
}
