/**
 * Draws a demo member's portrait as SVG, locally: no downloads, no real faces.
 * A calm illustrated bust (hijab or cap) on a soft background, varied by a seed number.
 */
const BACKGROUNDS: ReadonlyArray<readonly [string, string]> = [
  ['#e8f3ee', '#c9e4d6'],
  ['#f6efe1', '#ead8b4'],
  ['#eaf0f7', '#cbd9ea'],
  ['#f5e9ec', '#e6c9d1'],
  ['#eef3e6', '#d4e2c0'],
  ['#f2ece6', '#dfd0c1'],
];
const SKIN = ['#f1d2b6', '#e3b48f', '#c98f67', '#a8724d', '#8a5a3c'];
const HIJAB = ['#1f5f4a', '#6b4b7a', '#2f4f6f', '#8c5a3c', '#3d6b6b', '#7a2f3f', '#4d4d6b'];
const CLOTH = ['#1f5f4a', '#2f4f6f', '#5b5b5b', '#7a5c3a', '#234d3c', '#3c3c5a'];
const HAIR = ['#1e1a17', '#2e241d', '#3b2d22', '#4a3a2c'];

export function drawAvatarSvg(gender: 'male' | 'female', seed: number): string {
  const pick = <T>(list: readonly T[], salt: number): T => list[(seed * 7 + salt * 13) % list.length]!;
  const [bg1, bg2] = pick(BACKGROUNDS, 1);
  const skin = pick(SKIN, 2);
  const cloth = pick(CLOTH, 3);
  const head =
    gender === 'female'
      ? `<path d="M200 92c-58 0-92 44-92 100 0 40 14 70 30 92-40 14-76 40-92 86h308c-16-46-52-72-92-86 16-22 30-52 30-92 0-56-34-100-92-100z" fill="${pick(HIJAB, 4)}"/>
         <ellipse cx="200" cy="200" rx="52" ry="62" fill="${skin}"/>
         <path d="M148 176c8-40 32-58 52-58s44 18 52 58c-14-22-32-30-52-30s-38 8-52 30z" fill="${pick(HIJAB, 4)}" opacity="0.9"/>`
      : `<rect x="176" y="240" width="48" height="80" rx="18" fill="${skin}"/>
         <path d="M40 500c8-110 70-190 160-190s152 80 160 190z" fill="${cloth}"/>
         <path d="M176 310l24 26 24-26" fill="${skin}"/>
         <ellipse cx="200" cy="200" rx="54" ry="64" fill="${skin}"/>
         <path d="M146 214c4 44 26 70 54 70s50-26 54-70c-8 18-22 28-54 28s-46-10-54-28z" fill="${pick(HAIR, 5)}"/>
         <path d="M144 168c0-36 24-58 56-58s56 22 56 58c-18-10-36-14-56-14s-38 4-56 14z" fill="${seed % 2 ? '#f4f1ea' : pick(HAIR, 6)}"/>`;
  const eyes = `<circle cx="180" cy="200" r="5" fill="#2b2118"/><circle cx="220" cy="200" r="5" fill="#2b2118"/>
    <path d="M186 232c9 7 19 7 28 0" stroke="#7a4a34" stroke-width="4" fill="none" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500" viewBox="0 0 400 500">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient></defs>
  <rect width="400" height="500" fill="url(#g)"/>
  <circle cx="330" cy="80" r="46" fill="#ffffff" opacity="0.35"/>
  ${gender === 'female' ? `<path d="M40 500c8-110 70-170 160-170s152 60 160 170z" fill="${cloth}"/>` : ''}
  ${head}
  ${eyes}
</svg>`;
}
