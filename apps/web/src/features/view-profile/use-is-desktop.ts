import { useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem); keep in step with the `md:` classes of the page. */
const MD_UP = '(min-width: 48rem)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MD_UP);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True from the md breakpoint up; follows rotation and resizing. */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MD_UP).matches,
    () => true,
  );
}
