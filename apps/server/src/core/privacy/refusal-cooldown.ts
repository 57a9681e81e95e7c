import type { AppContext } from '../../context';
import { AppError } from '../../errors';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A refusal ends the asking (security finding D18): after a member refuses a photo request or declines a profile
 * request, the one who asked cannot ask her again for REFUSAL_COOLDOWN_DAYS (30 by default), counted from her
 * answer. Before, 15 refusals in a row were each followed by a new request and a new live notification. The one rule
 * for both kinds of request; `message` says which was refused. 429 with Retry-After: the asking is only paused.
 */
export function refuseIfRecentlyRefused(ctx: AppContext, refusedAt: Date | null | undefined, message: (days: number) => string): void {
  if (!refusedAt) return;
  const days = ctx.config.REFUSAL_COOLDOWN_DAYS;
  const until = refusedAt.getTime() + days * DAY_MS;
  const left = until - ctx.now().getTime();
  if (left > 0) throw new AppError('RATE_LIMITED', message(days), Math.ceil(left / 1000));
}
