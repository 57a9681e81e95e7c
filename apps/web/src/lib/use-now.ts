import { useSyncExternalStore } from 'react';

const MINUTE = 60_000;

function subscribe(onChange: () => void) {
  const timer = window.setInterval(onChange, MINUTE);
  return () => window.clearInterval(timer);
}

// Rounded to the minute so the snapshot stays the same between renders within a minute.
const snapshot = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** The current time, ticking once a minute, for "Active 5 minutes ago" texts. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
