import type { FastifyBaseLogger } from 'fastify';
import type { Metrics } from '../lib/metrics';
import { traceLog } from '../lib/trace-context';
import type { MailProvider } from './mail/mail.provider';
import type { OtpProvider } from './otp/otp.provider';
import type { PushProvider } from './push/push.provider';

type Channel = 'mail' | 'otp';

/**
 * Counts each hand-over to a provider (`deliveries_total` by channel and outcome) and logs it with the id of the
 * request or job run that caused it, never the address: a member's "I got no mail" is then one search in the log.
 */
async function counted(channel: Channel, provider: string, metrics: Metrics, log: FastifyBaseLogger, send: () => Promise<void>): Promise<void> {
  try {
    await send();
    metrics.deliveries.inc({ channel, outcome: 'sent' });
    traceLog(log).info({ channel, provider }, 'delivery sent');
  } catch (error) {
    metrics.deliveries.inc({ channel, outcome: 'failed' });
    traceLog(log).warn({ channel, provider, err: error }, 'delivery failed');
    throw error;
  }
}

export function countMailDeliveries(mail: MailProvider, metrics: Metrics, log: FastifyBaseLogger): MailProvider {
  return {
    name: mail.name,
    send: (message) => counted('mail', mail.name, metrics, log, () => mail.send(message)),
  };
}

export function countOtpDeliveries(otp: OtpProvider, metrics: Metrics, log: FastifyBaseLogger): OtpProvider {
  return {
    name: otp.name,
    sendCode: (phone, text, options) => counted('otp', otp.name, metrics, log, () => otp.sendCode(phone, text, options)),
  };
}

/** Pushes by their outcome (`sent`, `gone`, `retry`, `refused`): a push service failing shows as `retry` rising. */
export function countPushDeliveries(push: PushProvider, metrics: Metrics, log: FastifyBaseLogger): PushProvider {
  return {
    name: push.name,
    publicKey: push.publicKey,
    async send(target, message) {
      const outcome = await push.send(target, message);
      metrics.deliveries.inc({ channel: 'push', outcome: outcome.kind });
      const detail = outcome.kind === 'sent' ? {} : { status: 'status' in outcome ? outcome.status : undefined, detail: 'detail' in outcome ? outcome.detail : undefined };
      traceLog(log)[outcome.kind === 'sent' || outcome.kind === 'gone' ? 'info' : 'warn']({ channel: 'push', provider: push.name, outcome: outcome.kind, ...detail }, 'push delivery');
      return outcome;
    },
  };
}
