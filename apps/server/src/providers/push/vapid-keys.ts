import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

/** A VAPID key pair (base64url: the public key uncompressed, 65 bytes; the private key's scalar, 32 bytes) and its contact. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Makes a new pair with the `web-push` library (as `web-push generate-vapid-keys` prints it). */
export function generateVapidKeys(subject: string): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/**
 * The server's keys: VAPID_* when set; otherwise, outside production, a pair generated once into DATA_DIR (so the
 * browsers' subscriptions survive restarts); in production without VAPID_*, none: push is off.
 */
export function loadVapidKeys(config: Config): VapidKeys | null {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT };
  }
  if (config.isProduction) return null;
  const file = path.join(config.dataDir, VAPID_KEYS_FILE);
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  } catch {
    const keys = generateVapidKeys(`mailto:push@${new URL(config.PUBLIC_URL).hostname || 'localhost'}`);
    fs.mkdirSync(config.dataDir, { recursive: true });
    // Written whole or not at all: two instances starting at once keep one pair (the first rename wins the race's result).
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(keys), { mode: 0o600 });
    try {
      fs.linkSync(temporary, file);
    } catch {
      // Another process wrote it first: use theirs.
    } finally {
      fs.rmSync(temporary, { force: true });
    }
    return JSON.parse(fs.readFileSync(file, 'utf8')) as VapidKeys;
  }
}
