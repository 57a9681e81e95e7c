import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, MINUTE / 2);
  return () => window.clearInterval(timer);
}

// Rounded to the minute so renders within one minute see the same value.
const snapshot = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** The current time, ticking once a minute, for "5m" and "Today" labels. */
export function useClock(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
