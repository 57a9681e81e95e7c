import { useSyncExternalStore } from 'react';

/** Tailwind's `lg` breakpoint (64rem), where the filters sit beside the grid. */
const LG_UP = '(min-width: 64rem)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(LG_UP);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(LG_UP).matches,
    () => false,
  );
}
