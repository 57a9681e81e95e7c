import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { PDFDocument, PDFRawStream, decodePDFRawStream } from 'pdf-lib';
import { API, MSG, ROUTES, formatPlanDate, receiptNumberText, type ReceiptView } from '@sakinah/contract';
import { CATALOGUES, translate } from '@sakinah/contract/translate';
import { packages, payments, receiptCounter, receipts, subscriptions } from '../../db/schema';
import { formatRupees } from './receipt.presenter';
import { createTestApp, type TestApp } from '../../test/test-app';
import { buildMember, signIn, testClock } from '../../test/factories';
import { hmacHex } from '../../providers/payments/signatures';
import { markSandboxOrder } from '../../providers/payments/sandbox.repo';
import type { MailProvider } from '../../providers/mail/mail.provider';
import { runSeed } from '../../seed/run-seed';
import { takeReceiptNumber } from './receipts.repo';
import { mailPendingReceipts, mailReceipt } from './receipts.service';

const SECRET = 'sandbox-secret-for-tests-0123456789';
const clock = testClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYMENT_SANDBOX_SECRET: SECRET, PUBLIC_URL: 'https://sakinah.example' }, { now: clock.now });
  await runSeed({ config: t.config, db: t.database.db, storage: t.app.ctx.storage, now: clock.now });
});
afterAll(async () => t.close());

async function payer() {
  const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, firstName: 'Amina', lastName: 'Khan' });
  return { member, cookie: await signIn(t.app, member.email) };
}
const planOf = async (duration: string, name = 'Standard') =>
  (await t.database.db.select().from(packages).where(and(eq(packages.duration, duration as never), eq(packages.name, name))))[0]!;

let paymentCounter = 0;
/** Buys a plan through the checkout flow (the sandbox marks the order paid; the browser's verify call activates it). */
async function buy(cookie: string, plan: { id: string }) {
  const order = (await t.app.inject({ method: 'POST', url: '/api/create-order', payload: { package: plan.id, paymentMethod: 'card' }, headers: { cookie } })).json();
  paymentCounter += 1;
  const paymentId = `pay_rcpt_${paymentCounter}_${Math.random().toString(36).slice(2, 8)}`;
  await markSandboxOrder(t.database.db, order.id, 'paid', paymentId);
  const params = { razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: hmacHex(SECRET, `${order.id}|${paymentId}`) };
  const res = await verify(cookie, params);
  expect(res.statusCode, res.body).toBe(200);
  return { paymentId, params, amountPaise: order.amount as number };
}
const verify = (cookie: string, params: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/verify-payment?${new URLSearchParams(params)}`, headers: { cookie } });

const getReceipt = (paymentId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api${API.receipt(paymentId)}`, headers: cookie ? { cookie } : {} });
const getPdf = (paymentId: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url: `/api${API.receiptPdf(paymentId)}`, headers: cookie ? { cookie } : {} });

async function receiptOf(paymentId: string, cookie: string): Promise<ReceiptView> {
  const res = await getReceipt(paymentId, cookie);
  expect(res.statusCode).toBe(200);
  return res.json().receipt as ReceiptView;
}

const numberOf = (view: ReceiptView) => Number(view.number.replace('SKN-', ''));

async function mailTo(email: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json().messages as Array<{ subject: string; text: string }>).filter((m) => m.subject.startsWith('Your Sakinah receipt'));
}

async function counter(): Promise<number> {
  const [row] = await t.database.db.select().from(receiptCounter).where(eq(receiptCounter.id, 1));
  return row!.lastNumber;
}

/** The text a PDF draws: its content streams decoded, with the hex strings the standard fonts write read back. */
async function pdfText(bytes: Buffer): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  let text = '';
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) text += `${Buffer.from(hex[1]!, 'hex').toString('latin1')}\n`;
  }
  return text;
}

describe('receipt numbers', () => {
  it('a fresh database starts the counter at the number of receipts (none)', async () => {
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipts)) as [{ n: number }];
    expect(n).toBe(0);
    expect(await counter()).toBe(0);
  });

  it('are gap-free and increasing across payments, and a rolled-back activation gives its number back', async () => {
    const a = await payer();
    const b = await payer();
    const first = await receiptOf((await buy(a.cookie, await planOf('1 Month'))).paymentId, a.cookie);
    const before = await counter();
    expect(before).toBe(numberOf(first));

    // An activation that fails after taking its number (inside the transaction) must not burn it.
    await expect(
      t.database.db.transaction(async (tx) => {
        expect(await takeReceiptNumber(tx)).toBe(before + 1);
        throw new Error('activation failed after the receipt number was taken');
      }),
    ).rejects.toThrow('activation failed');
    expect(await counter()).toBe(before);

    const second = await receiptOf((await buy(b.cookie, await planOf('3 Months'))).paymentId, b.cookie);
    const third = await receiptOf((await buy(a.cookie, await planOf('1 Month', 'Premium'))).paymentId, a.cookie);
    expect([numberOf(first), numberOf(second), numberOf(third)]).toEqual([before, before + 1, before + 2]);
    expect(second.number).toBe(receiptNumberText(before + 1));
  });

  it('stay gap-free when payments are confirmed at the same time', async () => {
    const start = await counter();
    const members = await Promise.all([payer(), payer(), payer(), payer()]);
    const plan = await planOf('6 Months', 'Basic');
    const bought = await Promise.all(members.map((m) => buy(m.cookie, plan)));
    const numbers = await Promise.all(bought.map(async (p, i) => numberOf(await receiptOf(p.paymentId, members[i]!.cookie))));
    expect([...numbers].sort((x, y) => x - y)).toEqual([start + 1, start + 2, start + 3, start + 4]);
    expect(await counter()).toBe(start + 4);
  });

  it('continue after the highest number if the counter row is ever missing', async () => {
    const [{ max }] = (await t.database.db.select({ max: sql<number>`max(number)::int` }).from(receipts)) as [{ max: number }];
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.delete(receiptCounter);
        expect(await takeReceiptNumber(tx)).toBe(max + 1);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counter()).toBe(max);
  });
});

describe('receipt content', () => {
  it('shows the member, plan, period, amount, payment and the seller from configuration', async () => {
    const { member, cookie } = await payer();
    const plan = await planOf('3 Months');
    const { paymentId, amountPaise } = await buy(cookie, plan);
    const view = await receiptOf(paymentId, cookie);
    const [sub] = await t.database.db
      .select()
      .from(subscriptions)
      .innerJoin(payments, eq(payments.id, subscriptions.paymentId))
      .where(eq(payments.providerPaymentId, paymentId));
    expect(view).toEqual({
      number: expect.stringMatching(/^SKN-\d{6}$/),
      paymentId,
      issuedAt: clock.now().toISOString(),
      member: { name: 'Amina Khan', email: member.email },
      planName: 'Standard',
      duration: '3 Months',
      periodStart: sub!.subscriptions.startsAt.toISOString(),
      periodEnd: sub!.subscriptions.endsAt.toISOString(),
      amountPaise,
      currency: 'INR',
      method: 'Card',
      seller: { name: 'Sakinah Matrimony', address: t.config.SELLER_ADDRESS, gstin: null },
      tax: null,
      refunded: false,
      startsOnApproval: false,
      periodText: `${formatPlanDate(sub!.subscriptions.startsAt)} to ${formatPlanDate(sub!.subscriptions.endsAt)}`,
      periodNote: null,
    });
    expect(amountPaise).toBe(sub!.payments.amountPaise);
  });

  it('a plan queued behind the one in force shows its own later period', async () => {
    const { cookie } = await payer();
    const first = await receiptOf((await buy(cookie, await planOf('1 Month'))).paymentId, cookie);
    const queued = await receiptOf((await buy(cookie, await planOf('3 Months', 'Premium'))).paymentId, cookie);
    expect(first.periodStart).toBe(clock.now().toISOString());
    expect(queued.periodStart).toBe(first.periodEnd);
    expect(new Date(queued.periodEnd).getTime()).toBeGreaterThan(new Date(queued.periodStart).getTime());
    expect(queued.issuedAt).toBe(clock.now().toISOString());
  });

  it('with a GSTIN, shows it and the GST included in the price, read from configuration when shown', async () => {
    const { cookie } = await payer();
    const { paymentId, amountPaise } = await buy(cookie, await planOf('1 Year', 'Premium'));
    const config = t.app.ctx.config;
    config.SELLER_GSTIN = '09ABCDE1234F1Z5';
    config.SELLER_NAME = 'Sakinah Services Pvt Ltd';
    try {
      const view = await receiptOf(paymentId, cookie);
      const taxable = Math.round((amountPaise * 100) / 118);
      expect(view.seller).toEqual({ name: 'Sakinah Services Pvt Ltd', address: config.SELLER_ADDRESS, gstin: '09ABCDE1234F1Z5' });
      expect(view.tax).toEqual({ percent: 18, taxablePaise: taxable, taxPaise: amountPaise - taxable });
      const pdf = await getPdf(paymentId, cookie);
      expect(pdf.statusCode, pdf.body.slice(0, 300)).toBe(200);
      const text = await pdfText(pdf.rawPayload);
      expect(text).toContain('GSTIN 09ABCDE1234F1Z5');
      expect(text).toContain('GST (18%)');
      expect(text).toContain('Prices include GST.');
      config.SELLER_GST_PERCENT = 5;
      expect((await receiptOf(paymentId, cookie)).tax).toEqual({ percent: 5, taxablePaise: Math.round((amountPaise * 100) / 105), taxPaise: amountPaise - Math.round((amountPaise * 100) / 105) });
    } finally {
      config.SELLER_GSTIN = undefined;
      config.SELLER_NAME = 'Sakinah Matrimony';
      config.SELLER_GST_PERCENT = 18;
    }
    const plain = await receiptOf(paymentId, cookie);
    expect(plain.tax).toBeNull();
    expect(plain.seller.gstin).toBeNull();
    expect(await pdfText((await getPdf(paymentId, cookie)).rawPayload)).not.toContain('GST');
  });
});

describe('receipt mail', () => {
  it('mails the receipt once, with its lines and a link to the receipt page; replays never issue or mail another', async () => {
    const { member, cookie } = await payer();
    const { paymentId, params, amountPaise } = await buy(cookie, await planOf('1 Month', 'Basic'));
    const view = await receiptOf(paymentId, cookie);
    const mails = await mailTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(MSG.receiptMailSubject(view.number));
    expect(mails[0]!.text).toContain(`Receipt number: ${view.number}`);
    expect(mails[0]!.text).toContain(`Amount paid: ₹${(amountPaise / 100).toLocaleString('en-IN')}`);
    expect(mails[0]!.text).toContain('Plan: Basic (1 Month)');
    expect(mails[0]!.text).toContain(`Payment ID: ${paymentId}`);
    expect(mails[0]!.text).toContain('Sakinah Matrimony');
    expect(mails[0]!.text).toContain(`https://sakinah.example${ROUTES.receipt.replace(':paymentId', paymentId)}`);
    const [row] = await t.database.db.select().from(receipts).innerJoin(payments, eq(payments.id, receipts.paymentId)).where(eq(payments.providerPaymentId, paymentId));
    expect(row!.receipts.mailedAt?.toISOString()).toBe(clock.now().toISOString());

    // The browser's callback replayed, and a direct second attempt: still one receipt, one mail.
    const counterBefore = await counter();
    expect((await verify(cookie, params)).statusCode).toBe(200);
    expect((await verify(cookie, params)).statusCode).toBe(200);
    expect(await mailReceipt(t.app.ctx, row!.payments.id)).toBe(false);
    expect(await counter()).toBe(counterBefore);
    const [{ n }] = (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(receipts).where(eq(receipts.userId, member.id))) as [{ n: number }];
    expect(n).toBe(1);
    expect(await mailTo(member.email)).toHaveLength(1);
  });

  it('a mail failure never fails the payment; the receipt stays unmailed and can be sent later', async () => {
    const { member, cookie } = await payer();
    const ctx = t.app.ctx;
    const mail = ctx.mail;
    const broken: MailProvider = { name: 'broken', send: async () => Promise.reject(new Error('smtp down')) };
    ctx.mail = broken;
    let bought: Awaited<ReturnType<typeof buy>>;
    try {
      bought = await buy(cookie, await planOf('1 Month', 'Basic'));
    } finally {
      ctx.mail = mail;
    }
    const view = await receiptOf(bought.paymentId, cookie);
    expect(await mailTo(member.email)).toHaveLength(0);
    const [row] = await t.database.db.select().from(receipts).innerJoin(payments, eq(payments.id, receipts.paymentId)).where(eq(payments.providerPaymentId, bought.paymentId));
    expect(row!.receipts.mailedAt).toBeNull();
    // The background job sends it once the mail server is back (after five minutes), exactly once.
    expect(await mailPendingReceipts(ctx)).toBe(0);
    clock.advance(6 * 60_000);
    expect(await mailPendingReceipts(ctx)).toBeGreaterThanOrEqual(1);
    expect(await mailReceipt(ctx, row!.payments.id)).toBe(false);
    expect((await mailTo(member.email)).map((m) => m.subject)).toEqual([MSG.receiptMailSubject(view.number)]);
  });
});

describe('receipt PDF', () => {
  it('is an A4 PDF named after the receipt, with its number and amount', async () => {
    const { cookie } = await payer();
    const { paymentId, amountPaise } = await buy(cookie, await planOf('6 Months'));
    const view = await receiptOf(paymentId, cookie);
    const res = await getPdf(paymentId, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${view.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Receipt ${view.number}`);
    expect(doc.getPageCount()).toBe(1);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(view.number);
    expect(text).toContain(`Rs. ${(amountPaise / 100).toLocaleString('en-IN')}`);
    expect(text).toContain('Standard (6 Months)');
    expect(text).toContain(paymentId);
    expect(text).toContain('Sakinah Matrimony');
  });
});

describe('who may open a receipt', () => {
  it('the payer and an admin; another member gets 404 (never 403), a visitor 401, and bad ids 404', async () => {
    const owner = await payer();
    const other = await payer();
    const admin = await buildMember(t.database.db, { role: 'admin' });
    const adminCookie = await signIn(t.app, admin.email);
    const { paymentId } = await buy(owner.cookie, await planOf('1 Month'));

    expect((await getReceipt(paymentId, owner.cookie)).statusCode).toBe(200);
    const asAdmin = await getReceipt(paymentId, adminCookie);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().receipt.paymentId).toBe(paymentId);
    expect((await getPdf(paymentId, adminCookie)).statusCode).toBe(200);

    for (const res of [await getReceipt(paymentId, other.cookie), await getPdf(paymentId, other.cookie)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: MSG.receiptNotFound });
    }
    for (const res of [await getReceipt(paymentId), await getPdf(paymentId)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(MSG.notSignedIn);
    }
    for (const id of ['pay_does_not_exist', 'nope', "x'; drop table receipts;--", 'a'.repeat(90), ' ']) {
      const res = await getReceipt(id, owner.cookie);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toBe(MSG.receiptNotFound);
      expect((await getPdf(id, adminCookie)).statusCode, id).toBe(404);
    }
  });
});

/** Every character the PDF's ToUnicode maps name: what a reader's copy and search (and a text extractor) get back. */
async function toUnicodeCharacters(bytes: Buffer): Promise<Set<string>> {
  const chars = new Set<string>();
  const doc = await PDFDocument.load(bytes);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const content = Buffer.from(decodePDFRawStream(object).decode()).toString('latin1');
    if (!content.includes('begincmap')) continue;
    // Glyph ids decode to stray characters too: harmless, the test asks only that every letter drawn is there.
    for (const hex of content.matchAll(/<([0-9A-Fa-f]{4,})>/g)) {
      for (const char of Buffer.from(hex[1]!, 'hex').swap16().toString('utf16le')) chars.add(char);
    }
  }
  return chars;
}

describe.each([
  ['hi', 'NotoSansDevanagari'],
  ['ur', 'NotoNaskhArabic'],
] as const)('receipts in the payer’s language: %s', (language, fontName) => {
  it('the receipt mail, then the refund notice, in her language, amounts written by Intl and the plan kept', async () => {
    const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, language, firstName: 'Ayesha' });
    const cookie = await signIn(t.app, member.email);
    const { paymentId, amountPaise } = await buy(cookie, await planOf('1 Month'));
    const view = await receiptOf(paymentId, cookie);
    const mailsOf = async () => (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(member.email)}` })).json().messages as Array<{ subject: string; text: string }>;
    const mail = (await mailsOf()).find((m) => m.subject === translate(language, 'receiptMailSubject', { number: view.number }));
    expect(mail).toBeDefined();
    expect(mail!.text).toContain(CATALOGUES[language].receiptMailThanks);
    expect(mail!.text).toContain(`${CATALOGUES[language].receiptAmountLabel}: ${formatRupees(amountPaise, language)}`);
    expect(mail!.text).toContain(`${CATALOGUES[language].receiptPaymentIdLabel}: ${paymentId}`);
    expect(mail!.text).toContain(CATALOGUES[language].mailSignature);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
    const admin = await buildMember(t.database.db, { role: 'admin', status: 'Active' });
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/payments/${payment!.id}/refund`, headers: { cookie: await signIn(t.app, admin.email) } });
    expect(res.statusCode, res.body).toBe(200);
    const notice = (await mailsOf()).find((m) => m.subject === CATALOGUES[language].refundMailSubject);
    expect(notice).toBeDefined();
    expect(notice!.text).toContain(translate(language, 'mailGreeting', { name: 'Ayesha' }));
    expect(notice!.text).toContain(translate(language, 'refundMailPlanLine', { amount: formatRupees(amountPaise, language), planName: 'Standard', paymentId }));
    expect(notice!.text).toContain(CATALOGUES[language].refundMailSeePayments);
  });

  it(`the PDF embeds ${fontName} and draws the translated labels (its ToUnicode map holds them)`, async () => {
    const member = await buildMember(t.database.db, { status: 'Active', isProfileComplete: true, language });
    const cookie = await signIn(t.app, member.email);
    const { paymentId } = await buy(cookie, await planOf('6 Months'));
    const view = await receiptOf(paymentId, cookie);
    const res = await getPdf(paymentId, cookie);
    expect(res.statusCode).toBe(200);
    const raw = res.rawPayload.toString('latin1');
    // The font dictionary names the face, and its file is embedded (FontFile2: TrueType outlines).
    expect(raw).toMatch(new RegExp(`/BaseFont /\\S*${fontName}`));
    expect(raw).toContain('/FontFile2');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`${CATALOGUES[language].receiptTitle} ${view.number}`);
    const mapped = await toUnicodeCharacters(res.rawPayload);
    for (const key of ['receiptTitle', 'receiptBilledToLabel', 'receiptPlanLabel', 'receiptAmountLabel', 'receiptMethodLabel', 'receiptElectronic'] as const) {
      const missing = [...CATALOGUES[language][key]!].filter((char) => /[\u0900-\u097F\u0600-\u06FF]/.test(char) && !mapped.has(char));
      expect(missing, key).toEqual([]);
    }
    // Latin stays in Helvetica: the receipt number and the payment id are written as they are.
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(view.number);
    expect(text).toContain(paymentId);
  });
});
