import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// fontkit's Indic shaper is a generator compiled for regenerator: its runtime must be global before it runs.
import 'regenerator-runtime/runtime.js';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type Color, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatPlanDate, type Language, type MessageCatalogueKey, type ReceiptView } from '@sakinah/contract';
import { durationIn, localizeText, paymentMethodIn, translate } from '@sakinah/contract/translate';
import { formatRupees, periodTextIn, sellerLines } from './receipt.presenter';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x1b / 255, 0x4d / 255, 0x3e / 255);
const GOLD = rgb(0x93 / 255, 0x69 / 255, 0x1a / 255);
const INK = rgb(0x1c / 255, 0x24 / 255, 0x20 / 255);
const MUTED = rgb(0x55 / 255, 0x61 / 255, 0x5b / 255);
const RULE = rgb(0xd6 / 255, 0xec / 255, 0xe0 / 255);
const PANEL = rgb(0xee / 255, 0xf7 / 255, 0xf2 / 255);

/**
 * The face a Hindi or Urdu receipt's own script is drawn with, embedded (subset) in the PDF. Urdu is Noto Naskh Arabic,
 * not Nastaliq: pdf-lib places glyphs by their advance only (no GPOS), and Nastaliq's letters are joined by cursive
 * attachment along a sloping line, which then falls apart; Naskh joins on the baseline by its substituted forms, which
 * fontkit does (docs/decisions.md). Latin (names, emails, ids, the plan's name) stays in Helvetica.
 */
const SCRIPT_FONT_FILES: Partial<Record<Language, string>> = { hi: 'NotoSansDevanagari-Regular.ttf', ur: 'NotoNaskhArabic-Regular.ttf' };
// The rupee sign too in Hindi: Noto Sans Devanagari draws it (Helvetica would write "Rs.").
const SCRIPT_CHARS: Partial<Record<Language, RegExp>> = { hi: /[\u0900-\u097f\u20b9]|\u200c|\u200d/, ur: /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]|\u200c|\u200d/ };
/** Spaces and punctuation both scripts share: they go with the text around them. */
const NEUTRAL = /[\s.,:;()%\-–/'"!?·]/;

let fontsFolder: string | undefined;
/** apps/server/assets/fonts, from the sources (tests, tsx) or the bundle (dist/). */
function fontsDir(): string {
  if (fontsFolder) return fontsFolder;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i += 1) {
    const candidate = path.join(dir, 'assets', 'fonts');
    if (fs.existsSync(candidate)) return (fontsFolder = candidate);
    dir = path.dirname(dir);
  }
  throw new Error('Fonts folder (apps/server/assets/fonts) not found');
}

const fontBytes = new Map<string, Uint8Array>();
function readFont(file: string): Uint8Array {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = fs.readFileSync(path.join(fontsDir(), file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

/**
 * The standard PDF fonts only know the Windows-1252 characters: the rupee sign becomes "Rs.",
 the Windows-1252 characters: the rupee sign becomes "Rs.",
 * accents are dropped when a plain letter exists, anything else becomes "?", so a name in
 * another script never breaks the document (the page and the mail show it in full).
 */
function writable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/₹\s?/g, 'Rs. ')) {
    const code = char.codePointAt(0)!;
    if (known.has(code)) {
      out += char;
      continue;
    }
    const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += plain && [...plain].every((c) => known.has(c.codePointAt(0)!)) ? plain : '?';
  }
  return out;
}

/** Splits text into lines no wider than `width`, on spaces (a long word stays whole). */
function wrap(fonts: Fonts, text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && widthOf(runsOf(fonts, candidate, bold), size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** The script's face for a Hindi or Urdu receipt. */
  script: PDFFont | null;
  scriptChars: RegExp | null;
  rtl: boolean;
}

interface Run {
  text: string;
  font: PDFFont;
}

/**
 * A line as runs in drawing order: the script's letters in its face (fontkit shapes them, and puts a right-to-left
 * run's glyphs in visual order), anything else in Helvetica. In a right-to-left line the runs go right to left.
 */
function runsOf(fonts: Fonts, text: string, bold = false): Run[] {
  const latin = bold ? fonts.bold : fonts.regular;
  if (!fonts.script || !fonts.scriptChars) return [{ text: writable(latin, text), font: latin }];
  const runs: { text: string; script: boolean }[] = [];
  for (const char of text) {
    const last = runs[runs.length - 1];
    const script = fonts.scriptChars.test(char);
    if (last && (NEUTRAL.test(char) || last.script === script)) last.text += char;
    else runs.push({ text: char, script });
  }
  const drawn = runs.map((run) => (run.script ? { text: run.text, font: fonts.script! } : { text: writable(latin, run.text), font: latin }));
  if (!fonts.rtl) return drawn;
  // Right to left: a left-to-right run's spaces at its ends face the other way (fontkit does this for the script's runs).
  return drawn.reverse().map((run) => (run.font === fonts.script ? run : { ...run, text: run.text.replace(/^(\s*)(.*?)(\s*)$/s, '$3$2$1') }));
}

function widthOf(runs: Run[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0);
}

/** Draws a line starting at `x` (its left end), run after run. */
function drawRuns(page: PDFPage, runs: Run[], x: number, y: number, size: number, color: Color): void {
  let at = x;
  for (const run of runs) {
    if (run.text) page.drawText(run.text, { x: at, y, size, font: run.font, color });
    at += run.font.widthOfTextAtSize(run.text, size);
  }
}

/** Draws text at the line's start (left, or right in a right-to-left receipt) or its end, inside [left, right]. */
function drawAt(page: PDFPage, fonts: Fonts, text: string, edge: 'start' | 'end', box: { left: number; right: number }, y: number, size: number, color: Color, bold = false): void {
  const runs = runsOf(fonts, text, bold);
  const toRight = (edge === 'end') !== fonts.rtl;
  drawRuns(page, runs, toRight ? box.right - widthOf(runs, size) : box.left, y, size, color);
}

/** Writes a label and its value in two columns (mirrored right to left); returns the next y. */
function row(page: PDFPage, fonts: Fonts, y: number, label: string, value: string, options: { bold?: boolean; size?: number } = {}): number {
  const size = options.size ?? 11;
  const right = A4[0] - MARGIN;
  const labelWidth = 150;
  const width = right - MARGIN - labelWidth;
  const labelBox = fonts.rtl ? { left: right - labelWidth, right } : { left: MARGIN, right: MARGIN + labelWidth };
  const valueBox = fonts.rtl ? { left: MARGIN, right: right - labelWidth } : { left: MARGIN + labelWidth, right };
  if (label) drawAt(page, fonts, label, 'start', labelBox, y, 10, MUTED);
  const lines = wrap(fonts, value, size, width, options.bold);
  lines.forEach((text, i) => drawAt(page, fonts, text, 'start', valueBox, y - i * (size + 4), size, INK, options.bold));
  return y - Math.max(1, lines.length) * (size + 4) - 10;
}

/**
 * The receipt as an A4 PDF: seller, number and date, member, purchase, amount and tax, in the reader's language
 * (issue 43): a Hindi or Urdu receipt embeds its script's face and reads right to left in Urdu.
 */
export async function renderReceiptPdf(view: ReceiptView, language: Language = 'en'): Promise<Uint8Array> {
  const t = (key: MessageCatalogueKey, values?: Record<string, string | number>) => translate(language, key, values);
  const rupees = (paise: number) => formatRupees(paise, language);
  const doc = await PDFDocument.create();
  doc.setTitle(language === 'en' ? `Receipt ${view.number}` : `${t('receiptTitle')} ${view.number}`);
  doc.setLanguage(language === 'en' ? 'en-IN' : `${language}-IN`);
  doc.setSubject(`Receipt ${view.number} for payment ${view.paymentId}`);
  doc.setAuthor(view.seller.name);
  doc.setCreator(view.seller.name);
  doc.setProducer(view.seller.name);
  doc.setCreationDate(new Date(view.issuedAt));
  doc.setModificationDate(new Date(view.issuedAt));
  const scriptFile = SCRIPT_FONT_FILES[language];
  let script: PDFFont | null = null;
  if (scriptFile) {
    doc.registerFontkit(fontkit);
    script = await doc.embedFont(readFont(scriptFile), { subset: true });
  }
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    script,
    scriptChars: SCRIPT_CHARS[language] ?? null,
    rtl: language === 'ur',
  };
  const page = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  const full = { left: MARGIN, right };
  let y = A4[1] - MARGIN;

  // Seller at the start, the receipt's title, number and date at the end.
  const [sellerName = '', ...sellerRest] = sellerLines(view);
  drawAt(page, fonts, sellerName, 'start', full, y - 6, 18, BRAND, true);
  drawAt(page, fonts, t('receiptTitle'), 'end', full, y - 6, 20, GOLD, true);
  drawAt(page, fonts, view.number, 'end', full, y - 28, 12, INK, true);
  drawAt(page, fonts, formatPlanDate(view.issuedAt, language), 'end', full, y - 44, 10, MUTED);
  let sellerY = y - 26;
  const sellerBox = fonts.rtl ? { left: right - 280, right } : { left: MARGIN, right: MARGIN + 280 };
  for (const text of sellerRest) {
    for (const line of wrap(fonts, text, 10, 280)) {
      drawAt(page, fonts, line, 'start', sellerBox, sellerY, 10, MUTED);
      sellerY -= 14;
    }
  }
  y = Math.min(sellerY, y - 52) - 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 28;

  y = row(page, fonts, y, t('receiptBilledToLabel'), view.member.name, { bold: true });
  if (view.member.email) y = row(page, fonts, y + 6, '', view.member.email);
  y = row(page, fonts, y, t('receiptPlanLabel'), `${view.planName} (${durationIn(language, view.duration)})`);
  y = row(page, fonts, y, t('receiptPeriodLabel'), periodTextIn(view, language));
  if (view.periodNote) y = row(page, fonts, y, t('receiptNoteLabel'), localizeText(language, view.periodNote));
  y = row(page, fonts, y, t('receiptPaymentIdLabel'), view.paymentId);
  y = row(page, fonts, y, t('receiptMethodLabel'), paymentMethodIn(language, view.method));
  if (view.refunded) y = row(page, fonts, y, t('receiptStatusLabel'), t('receiptRefunded'), { bold: true });
  y -= 6;

  // The amount, with the tax it includes when the seller is registered for GST.
  const taxRows = view.tax
    ? [
        [t('receiptTaxableLabel'), rupees(view.tax.taxablePaise)],
        [t('receiptGstLabel', { percent: view.tax.percent }), rupees(view.tax.taxPaise)],
      ]
    : [];
  const panelHeight = 48 + taxRows.length * 18 + (view.tax ? 18 : 0);
  page.drawRectangle({ x: MARGIN, y: y - panelHeight + 20, width: right - MARGIN, height: panelHeight, color: PANEL, borderColor: RULE, borderWidth: 1 });
  const panel = { left: MARGIN + 16, right: right - 16 };
  let panelY = y - 6;
  for (const [label, value] of taxRows) {
    drawAt(page, fonts, label!, 'start', panel, panelY, 10, MUTED);
    drawAt(page, fonts, value!, 'end', panel, panelY, 10, INK);
    panelY -= 18;
  }
  drawAt(page, fonts, t('receiptAmountLabel'), 'start', panel, panelY - 4, 12, BRAND, true);
  drawAt(page, fonts, rupees(view.amountPaise), 'end', panel, panelY - 6, 16, BRAND, true);
  if (view.tax) drawAt(page, fonts, t('receiptPricesIncludeGst'), 'start', panel, panelY - 24, 9, MUTED);
  y = y - panelHeight - 24;

  for (const note of [t('receiptElectronic'), t('receiptThanks', { seller: view.seller.name })]) {
    for (const line of wrap(fonts, note, 9, right - MARGIN)) {
      drawAt(page, fonts, line, 'start', full, y, 9, MUTED);
      y -= 13;
    }
  }
  return doc.save({ useObjectStreams: false });
}
