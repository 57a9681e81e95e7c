import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { MSG, formatPlanDate, type ReceiptView } from '@sakinah/contract';
import { PRICES_INCLUDE_GST, formatRupees, sellerLines } from './receipt.presenter';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0x1b / 255, 0x4d / 255, 0x3e / 255);
const GOLD = rgb(0x93 / 255, 0x69 / 255, 0x1a / 255);
const INK = rgb(0x1c / 255, 0x24 / 255, 0x20 / 255);
const MUTED = rgb(0x55 / 255, 0x61 / 255, 0x5b / 255);
const RULE = rgb(0xd6 / 255, 0xec / 255, 0xe0 / 255);
const PANEL = rgb(0xee / 255, 0xf7 / 255, 0xf2 / 255);

/**
 * The standard PDF fonts only know the Windows-1252 characters: the rupee sign becomes "Rs.",
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
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
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
}

/** Writes a label and its value in two columns; returns the next y. */
function row(page: PDFPage, fonts: Fonts, y: number, label: string, value: string, options: { bold?: boolean; size?: number } = {}): number {
  const size = options.size ?? 11;
  const valueX = MARGIN + 150;
  const width = A4[0] - MARGIN - valueX;
  page.drawText(writable(fonts.regular, label), { x: MARGIN, y, size: 10, font: fonts.regular, color: MUTED });
  const font = options.bold ? fonts.bold : fonts.regular;
  const lines = wrap(font, writable(font, value), size, width);
  lines.forEach((text, i) => page.drawText(text, { x: valueX, y: y - i * (size + 4), size, font, color: INK }));
  return y - Math.max(1, lines.length) * (size + 4) - 10;
}

/** The receipt as an A4 PDF: seller, number and date, member, purchase, amount and tax. */
export async function renderReceiptPdf(view: ReceiptView): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Receipt ${view.number}`);
  doc.setSubject(`Receipt ${view.number} for payment ${view.paymentId}`);
  doc.setAuthor(view.seller.name);
  doc.setCreator(view.seller.name);
  doc.setProducer(view.seller.name);
  doc.setCreationDate(new Date(view.issuedAt));
  doc.setModificationDate(new Date(view.issuedAt));
  const fonts: Fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const page = doc.addPage(A4);
  const right = A4[0] - MARGIN;
  let y = A4[1] - MARGIN;

  // Seller on the left, the receipt's number and date on the right.
  const [sellerName = '', ...sellerRest] = sellerLines(view);
  page.drawText(writable(fonts.bold, sellerName), { x: MARGIN, y: y - 6, size: 18, font: fonts.bold, color: BRAND });
  const title = 'RECEIPT';
  page.drawText(title, { x: right - fonts.bold.widthOfTextAtSize(title, 20), y: y - 6, size: 20, font: fonts.bold, color: GOLD });
  const number = writable(fonts.bold, view.number);
  page.drawText(number, { x: right - fonts.bold.widthOfTextAtSize(number, 12), y: y - 28, size: 12, font: fonts.bold, color: INK });
  const date = formatPlanDate(view.issuedAt);
  page.drawText(date, { x: right - fonts.regular.widthOfTextAtSize(date, 10), y: y - 44, size: 10, font: fonts.regular, color: MUTED });
  let sellerY = y - 26;
  for (const text of sellerRest) {
    for (const line of wrap(fonts.regular, writable(fonts.regular, text), 10, 280)) {
      page.drawText(line, { x: MARGIN, y: sellerY, size: 10, font: fonts.regular, color: MUTED });
      sellerY -= 14;
    }
  }
  y = Math.min(sellerY, y - 52) - 14;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 1, color: RULE });
  y -= 28;

  y = row(page, fonts, y, 'Billed to', view.member.name, { bold: true });
  if (view.member.email) y = row(page, fonts, y + 6, '', view.member.email);
  y = row(page, fonts, y, 'Plan', `${view.planName} (${view.duration})`);
  y = row(page, fonts, y, 'Period', view.periodText);
  if (view.periodNote) y = row(page, fonts, y, 'Note', view.periodNote);
  y = row(page, fonts, y, 'Payment ID', view.paymentId);
  y = row(page, fonts, y, 'Payment method', view.method);
  if (view.refunded) y = row(page, fonts, y, 'Status', MSG.receiptRefunded, { bold: true });
  y -= 6;

  // The amount, with the tax it includes when the seller is registered for GST.
  const taxRows = view.tax
    ? [
        ['Taxable value', formatRupees(view.tax.taxablePaise)],
        [`GST (${view.tax.percent}%)`, formatRupees(view.tax.taxPaise)],
      ]
    : [];
  const panelHeight = 48 + taxRows.length * 18 + (view.tax ? 18 : 0);
  page.drawRectangle({ x: MARGIN, y: y - panelHeight + 20, width: right - MARGIN, height: panelHeight, color: PANEL, borderColor: RULE, borderWidth: 1 });
  let panelY = y - 6;
  for (const [label, value] of taxRows) {
    page.drawText(label!, { x: MARGIN + 16, y: panelY, size: 10, font: fonts.regular, color: MUTED });
    const text = writable(fonts.regular, value!);
    page.drawText(text, { x: right - 16 - fonts.regular.widthOfTextAtSize(text, 10), y: panelY, size: 10, font: fonts.regular, color: INK });
    panelY -= 18;
  }
  page.drawText('Amount paid', { x: MARGIN + 16, y: panelY - 4, size: 12, font: fonts.bold, color: BRAND });
  const amount = writable(fonts.bold, formatRupees(view.amountPaise));
  page.drawText(amount, { x: right - 16 - fonts.bold.widthOfTextAtSize(amount, 16), y: panelY - 6, size: 16, font: fonts.bold, color: BRAND });
  if (view.tax) {
    page.drawText(PRICES_INCLUDE_GST, { x: MARGIN + 16, y: panelY - 24, size: 9, font: fonts.regular, color: MUTED });
  }
  y = y - panelHeight - 24;

  const notes = ['This receipt was issued electronically and needs no signature.', `Thank you for choosing ${view.seller.name}.`];
  for (const note of notes) {
    for (const line of wrap(fonts.regular, writable(fonts.regular, note), 9, right - MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 9, font: fonts.regular, color: MUTED });
      y -= 13;
    }
  }
  return doc.save({ useObjectStreams: false });
}
