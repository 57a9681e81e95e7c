// Writes src/styles/fonts/noto-sans-devanagari.woff2 and noto-nastaliq-urdu.woff2 (issue 43): Noto Sans Devanagari
// and Noto Nastaliq Urdu cut to the Hindi and Urdu catalogues' characters plus the letters, signs and digits of each
// script members write with. The source is the Debian packages fonts-noto-core and fonts-noto-extra (not on npm), so
// the subsets are committed; run again after a catalogue gains characters (`node apps/web/scripts/subset-script-fonts.mjs`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contract = path.resolve(root, '..', '..', 'packages', 'contract', 'src', 'i18n', 'locales');
const NOTO = process.env.NOTO_FONTS_DIR ?? '/usr/share/fonts/truetype/noto';

const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
// Only the script's own characters of a catalogue: its Latin (OTP, JPEG) is drawn by Inter.
// Every area's file of the language (locales/<language>.json and locales/<area>.<language>.json).
const catalogueText = (language, script) =>
  fs
    .readdirSync(contract)
    .filter((name) => name === `${language}.json` || name.endsWith(`.${language}.json`))
    .flatMap((name) => [...Object.values(JSON.parse(fs.readFileSync(path.join(contract, name), 'utf8'))).join('')])
    .filter((ch) => script.test(ch))
    .join('');
// Latin letters come from Inter (the faces' unicode-range leaves them out); the scripts' own punctuation is kept.
const basic = ' .,:;!?()-\'"0123456789\u00a0\u200c\u200d';

const faces = [
  {
    source: 'NotoSansDevanagari-Regular.ttf',
    target: 'noto-sans-devanagari.woff2',
    // The Devanagari block (letters, vowel signs, nukta forms, digits, danda).
    text: basic + range(0x0900, 0x097f) + catalogueText('hi', /[\u0900-\u097f]/),
  },
  {
    source: 'NotoNastaliqUrdu-Regular.ttf',
    target: 'noto-nastaliq-urdu.woff2',
    // Urdu's letters and punctuation, not the Arabic block's other letters nor the vowel marks members rarely type:
    // Nastaliq's contextual forms and mark positioning make each character costly (docs/performance.md).
    text: basic + 'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۓۂ' + '\u060c\u061b\u061f\u06d4' + range(0x06f0, 0x06f9) + catalogueText('ur', /[\u0600-\u06ff]/),
  },
];

for (const face of faces) {
  const subset = await subsetFont(fs.readFileSync(path.join(NOTO, face.source)), face.text, { targetFormat: 'woff2' });
  const target = path.join(root, 'src', 'styles', 'fonts', face.target);
  fs.writeFileSync(target, subset);
  console.log(`Wrote ${path.relative(root, target)} (${subset.length} bytes)`);
}
