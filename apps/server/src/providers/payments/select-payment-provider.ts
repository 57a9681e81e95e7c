import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment.provider';
import { createRazorpayPaymentProvider } from './razorpay-payment.provider';
import { createSandboxPaymentProvider } from './sandbox-payment.provider';

/** Razorpay when its keys are set; otherwise the built-in sandbox gateway. */
export function selectPaymentProvider(config: Config, db: Database): PaymentProvider {
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    return createRazorpayPaymentProvider({
      keyId: config.RAZORPAY_KEY_ID,
      keySecret: config.RAZORPAY_KEY_SECRET,
      webhookSecret: config.RAZORPAY_WEBHOOK_SECRET,
      apiUrl: config.RAZORPAY_API_URL,
    });
  }
  return createSandboxPaymentProvider(db, config.PAYMENT_SANDBOX_SECRET ?? sandboxSecret(config.dataDir));
}

/** Generated once per data folder, so sandbox signatures survive a restart. */
function sandboxSecret(dataDir: string): string {
  const file = path.join(dataDir, 'sandbox-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(32).toString('hex');
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
