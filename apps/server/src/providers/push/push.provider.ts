/** A device to push to: the browser's PushSubscription (RFC 8030 endpoint, RFC 8291 keys). */
export interface PushTarget {
  endpoint: string;
  /** The device's P-256 public key (uncompressed, base64url). */
  p256dh: string;
  /** Its 16-byte auth secret (base64url). */
  auth: string;
}

export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushMessage {
  /** The payload, encrypted for the device (RFC 8291); a notification's text and link only. */
  payload: string;
  /** How long the push service keeps it for an offline device (seconds). */
  ttlSeconds: number;
  urgency: PushUrgency;
  /** A newer push with the same topic replaces an undelivered older one (RFC 8030 §5.4): 1–32 base64url characters. */
  topic?: string;
}

/**
 * What became of a push: `sent` (201/202), `gone` (404/410: the subscription is dead, delete it), `retry` (429, 5xx,
 * a network error: try again after `retryAfterMs` when the service said so), `refused` (another 4xx, or an endpoint
 * the guard refuses: never retried).
 */
export type PushOutcome =
  | { kind: 'sent' }
  | { kind: 'gone'; status: number }
  | { kind: 'retry'; status?: number; retryAfterMs?: number; detail: string }
  | { kind: 'refused'; status?: number; detail: string };

/** Sends Web Push. Real adapter: `web-push.ts` (VAPID); embedded default for devices off this machine in development: the outbox. */
export interface PushProvider {
  readonly name: string;
  /** The VAPID public key browsers subscribe with; null: push is off on this server. */
  readonly publicKey: string | null;
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}
