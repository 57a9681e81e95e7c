// Writes src/styles/fonts/noto-sans-devanagari.woff2 and noto-nastaliq-urdu.woff2 (issue 43): Noto Sans Devanagari
// and Noto Nastaliq Urdu cut to the Hindi and Urdu catalogues' characters plus the letters, signs and digits of each
// script members write with. The source is the Debian packages fonts-noto-core and fonts-noto-extra (not on npm), so
// the subsets are committed; run again after a catalogue gains characters (`node apps/web/scripts/subset-script-fonts.mjs`).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
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

const URDU_LETTERS = 'ءآأؤئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۓۂ';

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
    // Urdu's letters and punctuation, not the Arabic block's other letters nor the vowel marks members rarely type.
    // Nor Urdu's own digits (۰–۹): every page writes numbers in Latin digits (ur-IN with latn), so no page draws them,
    // and the 900 bytes they cost kept the face over 80 KB; digits a member types in her own words come from the
    // phone's Arabic face (docs/performance.md).
    text: basic + URDU_LETTERS + '\u060c\u061b\u061f\u06d4' + catalogueText('ur', /[\u0600-\u06ff]/),
    // Nastaliq draws a letter differently after each neighbour: keeping every form its rules could reach (the
    // subsetter's closure) made 115 KB. Kept instead: the glyphs the catalogue's own texts are shaped with, and those
    // of every letter alone, first, middle and last and of every pair of letters (members' own words); a rarer
    // three-letter form falls back to the pair's, still joined and legible (docs/performance.md).
    shapedFrom: () => [
      ...catalogueStrings('ur').flatMap(inPieces),
      ...[...URDU_LETTERS].flatMap((letter) => [letter, `${letter}ب`, `ب${letter}ب`, `ب${letter}`]),
      ...[...URDU_LETTERS].flatMap((first) => [...URDU_LETTERS].flatMap((second) => [`${first}${second}`, `ب${first}${second}`])),
    ],
  },
];

/**
 * A long text in pieces of a few words, each shaped alone: a trace lists the whole buffer at every step, so a legal
 * paragraph's trace ran to gigabytes (out of memory). Letters join only inside a word, so the glyphs are the same.
 */
function inPieces(text) {
  const words = text.split(/(?<=\s)/);
  const pieces = [];
  for (let i = 0; i < words.length; i += 6) pieces.push(words.slice(i, i + 6).join(''));
  return pieces;
}

/** The texts of every area's catalogue of a language, as written. */
function catalogueStrings(language) {
  return fs
    .readdirSync(contract)
    .filter((name) => name === `${language}.json` || name.endsWith(`.${language}.json`))
    .flatMap((name) => Object.values(JSON.parse(fs.readFileSync(path.join(contract, name), 'utf8'))));
}

// HarfBuzz as subset-font itself loads it (its own dependencies, resolved from it): shaping to find the glyphs a text
// is drawn with, and subsetting to exactly those glyphs.
const fromSubsetFont = createRequire(createRequire(import.meta.url).resolve('subset-font'));
const fontverter = fromSubsetFont('fontverter');

/** The glyphs HarfBuzz goes through to draw these texts. */
async function glyphsShaped(fontData, texts) {
  const hb = await import(pathToFileURL(fromSubsetFont.resolve('harfbuzzjs')).href);
  const font = new hb.Font(new hb.Face(new hb.Blob(fontData), 0));
  const glyphs = new Set([0]);
  for (const text of texts) {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    // Every glyph of every step, not only the last: Nastaliq's rules reach a form through intermediate glyphs, and a
    // rule whose intermediate glyph is missing is dropped by the subsetter (the letters then fall apart).
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, 0)) {
      for (const glyph of step.t) if (typeof glyph.g === 'number') glyphs.add(glyph.g);
    }
  }
  return glyphs;
}

/** hb-subset with these characters and glyphs only (--no-layout-closure), no hinting (phones do not use it). */
async function subsetToGlyphs(fontData, text, glyphs) {
  const { instance } = await WebAssembly.instantiate(fs.readFileSync(fromSubsetFont.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
  const hb = instance.exports;
  hb._initialize();
  const input = hb.hb_subset_input_create_or_fail();
  const pointer = hb.malloc(fontData.byteLength);
  new Uint8Array(hb.memory.buffer).set(fontData, pointer);
  const blob = hb.hb_blob_create(pointer, fontData.byteLength, 2 /* writable */, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const features = hb.hb_subset_input_set(input, 6 /* layout feature tags */);
  hb.hb_set_clear(features);
  hb.hb_set_invert(features); // every feature: Nastaliq needs them all (ccmp, init, medi, fina, isol, rlig, curs, mark, mkmk)
  hb.hb_subset_input_set_flags(input, hb.hb_subset_input_get_flags(input) | 0x1 /* no hinting */ | 0x200 /* no layout closure */);
  const unicodes = hb.hb_subset_input_unicode_set(input);
  for (const character of text) hb.hb_set_add(unicodes, character.codePointAt(0));
  const glyphSet = hb.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
  const subset = hb.hb_subset_or_fail(face, input);
  hb.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error('hb_subset_or_fail failed');
  const result = hb.hb_face_reference_blob(subset);
  const offset = hb.hb_blob_get_data(result, 0);
  const sfnt = Buffer.from(new Uint8Array(hb.memory.buffer).subarray(offset, offset + hb.hb_blob_get_length(result)));
  hb.hb_blob_destroy(result);
  hb.hb_face_destroy(subset);
  hb.hb_face_destroy(face);
  hb.free(pointer);
  return fontverter.convert(sfnt, 'woff2', 'truetype');
}

for (const face of faces) {
  const source = fs.readFileSync(path.join(NOTO, face.source));
  const subset = face.shapedFrom
    ? await subsetToGlyphs(source, face.text, await glyphsShaped(source, face.shapedFrom()))
    : await subsetFont(source, face.text, { targetFormat: 'woff2', noHinting: true });
  const target = path.join(root, 'src', 'styles', 'fonts', face.target);
  fs.writeFileSync(target, subset);
  console.log(`Wrote ${path.relative(root, target)} (${subset.length} bytes)`);
}
