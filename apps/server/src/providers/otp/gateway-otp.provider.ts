import type { OtpProvider, PhoneChannel } from './otp.provider';

/**
 * A WhatsApp + SMS gateway over HTTP: `POST {OTP_GATEWAY_URL}/messages` with
 * `{ to: '+91XXXXXXXXXX', channel: 'whatsapp' | 'sms', text }` and a bearer token; any 2xx is a
 * delivery. The code goes out on both channels (or the ones asked for); it fails only when none accepts it.
 */
export function createGatewayOtpProvider(
  baseUrl: string,
  token: string | undefined,
  options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): OtpProvider {
  const endpoint = `${baseUrl.replace(/\/+$/, '')}/messages`;
  const doFetch = options.fetchImpl ?? fetch;
  const post = async (to: string, channel: 'whatsapp' | 'sms', text: string) => {
    const res = await doFetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ to, channel, text }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    if (!res.ok) throw new Error(`OTP gateway answered ${res.status} for ${channel}`);
  };
  return {
    name: 'gateway',
    async sendCode(phone, text, options) {
      const to = `+91${phone}`;
      const channels: ReadonlyArray<PhoneChannel> = options?.channels ?? ['whatsapp', 'sms'];
      const results = await Promise.allSettled(channels.map((channel) => post(to, channel, text)));
      if (results.every((result) => result.status === 'rejected')) {
        throw new Error(`The OTP gateway refused ${channels.join(' and ')}`);
      }
    },
  };
}
