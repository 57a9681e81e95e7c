import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { MSG, type MessageCatalogueKey, type ReceiptView } from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import { ConfigError, loadConfig } from '../../config';
import { formatRupees, includedTax, methodLabel, presentReceipt, receiptLines } from './receipt.presenter';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptMail } from './receipts.service';
import type { ReceiptRow } from './receipts.repo';

const row: ReceiptRow = {
  number: 42,
  paymentId: '7d3c1b0e-0000-4000-8000-000000000000',
  userId: '7d3c1b0e-0000-4000-8000-000000000001',
  issuedAt: new Date('2026-11-22T10:00:00Z'),
  mailedAt: null,
  details: {
    memberName: 'Amina Khan',
    memberEmail: 'amina@example.com',
    planName: 'Standard',
    duration: '3 Months',
    periodStart: '2027-03-03T10:00:00.000Z',
    periodEnd: '2027-06-01T10:00:00.000Z',
    amountPaise: 299_950,
    currency: 'INR',
    providerPaymentId: 'pay_abc123',
    method: 'card',
  },
};
const seller = { SELLER_NAME: 'Sakinah Matrimony', SELLER_ADDRESS: 'Lucknow, India', SELLER_GSTIN: undefined, SELLER_GST_PERCENT: 18 };

describe('receipt presenter', () => {
  it('writes rupees with paise only when there are any', () => {
    expect(formatRupees(299_900)).toBe('₹2,999');
    expect(formatRupees(299_950)).toBe('₹2,999.50');
    expect(formatRupees(12_345_605)).toBe('₹1,23,456.05');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('splits the GST out of a price that includes it, to the paisa, adding up to the amount', () => {
    expect(includedTax(118_00, 18)).toEqual({ percent: 18, taxablePaise: 100_00, taxPaise: 18_00 });
    expect(includedTax(299_900, 18)).toEqual({ percent: 18, taxablePaise: 254_153, taxPaise: 45_747 });
    for (const amount of [1, 99, 49_900, 639_900, 1_234_567]) {
      const tax = includedTax(amount, 18);
      expect(tax.taxablePaise + tax.taxPaise).toBe(amount);
    }
  });

  it('names methods for people', () => {
    expect(methodLabel('card')).toBe('Card');
    expect(methodLabel('upi')).toBe('UPI');
    expect(methodLabel('sandbox')).toBe('Card');
    expect(methodLabel('cardless_emi')).toBe('cardless_emi');
  });

  it('words the method, the duration and a period from approval in the reader’s language (issue 43)', () => {
    const view = presentReceipt({ ...row, details: { ...row.details, method: 'netbanking', startsOnApproval: true } }, seller);
    expect(view.method).toBe('Net banking');
    expect(view.periodText).toBe('From the approval of your profile, for 3 Months');
    for (const language of ['hi', 'ur'] as const) {
      const lines = receiptLines(view, language);
      const value = (label: MessageCatalogueKey) => lines.find((l) => l.label === CATALOGUES[language][label])!.value;
      expect(value('receiptMethodLabel')).toBe(CATALOGUES[language]['plans.method.netbanking']);
      expect(value('receiptPlanLabel')).toBe(`Standard (${CATALOGUES[language]['checkout.duration.3 Months']})`);
      expect(value('receiptPeriodLabel')).toBe(translate(language, 'receiptPeriodFromApproval', { duration: CATALOGUES[language]['checkout.duration.3 Months']! }));
      // A name that stays Latin (UPI) and a method we do not know are written as they came.
      expect(receiptLines({ ...view, method: 'UPI' }, language).at(-1)!.value).toBe('UPI');
      expect(receiptLines({ ...view, method: 'cardless_emi' }, language).at(-1)!.value).toBe('cardless_emi');
    }
  });

  it('presents a receipt without tax lines unless a GSTIN is configured', () => {
    const plain = presentReceipt(row, seller);
    expect(plain).toMatchObject({ number: 'SKN-000042', paymentId: 'pay_abc123', method: 'Card', tax: null, seller: { gstin: null } });
    expect(receiptLines(plain).map((l) => l.label)).toEqual(['Receipt number', 'Date', 'Billed to', 'Plan', 'Period', 'Amount paid', 'Payment ID', 'Payment method']);
    expect(receiptLines(plain).find((l) => l.label === 'Period')!.value).toBe('3 March 2027 to 1 June 2027');
    const taxed = presentReceipt(row, { ...seller, SELLER_GSTIN: '09ABCDE1234F1Z5' });
    expect(taxed.tax).toEqual({ percent: 18, taxablePaise: 254_195, taxPaise: 45_755 });
    expect(receiptLines(taxed).map((l) => l.label)).toContain('GST (18%)');
  });

  it('a refunded payment\'s receipt says so after the amount', () => {
    const refunded = presentReceipt({ ...row, refunded: true }, seller);
    expect(refunded.refunded).toBe(true);
    const lines = receiptLines(refunded);
    expect(lines[lines.findIndex((l) => l.label === 'Amount paid') + 1]).toEqual({ label: 'Status', value: MSG.receiptRefunded });
    expect(presentReceipt(row, seller).refunded).toBe(false);
  });
});

describe('seller configuration', () => {
  it('has defaults and reads SELLER_* once', () => {
    const config = loadConfig({});
    expect(config.SELLER_NAME).toBe('Sakinah Matrimony');
    expect(config.SELLER_ADDRESS).toContain('India');
    expect(config.SELLER_GSTIN).toBeUndefined();
    expect(config.SELLER_GST_PERCENT).toBe(18);
    const set = loadConfig({ SELLER_NAME: 'Sakinah Services Pvt Ltd', SELLER_GSTIN: '09abcde1234f1z5', SELLER_GST_PERCENT: '5' });
    expect(set).toMatchObject({ SELLER_NAME: 'Sakinah Services Pvt Ltd', SELLER_GSTIN: '09ABCDE1234F1Z5', SELLER_GST_PERCENT: 5 });
  });

  it.each([
    [{ SELLER_GSTIN: '12345' }, 'SELLER_GSTIN'],
    [{ SELLER_GST_PERCENT: '40' }, 'SELLER_GST_PERCENT'],
    [{ SELLER_GST_PERCENT: 'lots' }, 'SELLER_GST_PERCENT'],
  ])('refuses %j naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('receipt PDF', () => {
  it('renders names and addresses the standard fonts cannot write without failing', async () => {
    const view: ReceiptView = {
      ...presentReceipt(row, { ...seller, SELLER_GSTIN: '09ABCDE1234F1Z5', SELLER_ADDRESS: 'Plot 7, Çolony Road, Lucknow ✓ '.repeat(8) }),
      member: { name: 'عائشہ Zoë Siddiqui', email: 'aisha@example.com' },
    };
    const bytes = await renderReceiptPdf(view);
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('renders the method and duration in Hindi and Urdu with the embedded faces', async () => {
    for (const language of ['hi', 'ur'] as const) {
      const bytes = await renderReceiptPdf(presentReceipt({ ...row, details: { ...row.details, method: 'wallet', startsOnApproval: true } }, seller), language);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    }
  });
});

describe('receipt mail', () => {
  it('carries every line in text and HTML, escapes what members typed, and links the receipt page', () => {
    const view = { ...presentReceipt(row, { ...seller, SELLER_GSTIN: '09ABCDE1234F1Z5' }), member: { name: 'Amina <b>Khan</b>', email: 'amina@example.com' } };
    const mail = receiptMail(view, 'https://sakinah.example/user/receipts/pay_abc123');
    expect(mail.subject).toBe('Your Sakinah receipt SKN-000042');
    for (const line of ['Receipt number: SKN-000042', 'Amount paid: ₹2,999.50', 'GST (18%): ₹457.55', 'Prices include GST.', 'GSTIN 09ABCDE1234F1Z5', 'Payment ID: pay_abc123', 'Payment method: Card']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('https://sakinah.example/user/receipts/pay_abc123');
    expect(mail.html).toContain('Amina &lt;b&gt;Khan&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Khan');
    expect(mail.html).toContain('href="https://sakinah.example/user/receipts/pay_abc123"');
  });
});
