/** Pause before reconnecting a socket the server closed while the session is still valid. */
export const SERVER_DISCONNECT_RETRY_MS = 5000;
/** The longest pause between tries while the server keeps refusing the socket (its database is down). */
const REFUSED_RETRY_MAX_MS = 60_000;

/**
 * How long to wait before the next try after `refusals` refusals in a row: doubling from 5 s up to a minute, each
 * spread over its upper half so that every tab of every member does not come back in the same second.
 */
export function refusedRetryDelayMs(refusals: number, random: () => number = Math.random): number {
  const ceiling = Math.min(REFUSED_RETRY_MAX_MS, SERVER_DISCONNECT_RETRY_MS * 2 ** Math.max(0, refusals - 1));
  return Math.round(ceiling * (0.5 + random() / 2));
}
