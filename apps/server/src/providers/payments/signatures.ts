import crypto from 'node:crypto';
import { safeEqual } from '../../lib/tokens';

export function hmacHex(secret: string, data: string): string {
  return crypto.createHmac('sha256', secret).update(data).digest('hex');
}

export function checkHmac(secret: string, data: string, signature: string): boolean {
  return typeof signature === 'string' && signature.length > 0 && safeEqual(hmacHex(secret, data), signature);
}
