import { useCallback, useSyncExternalStore } from 'react';

/** Tailwind's `md` breakpoint (48rem); keep in step with the `md:` classes of the layout. */
export const MD_UP = '(min-width: 48rem)';

/** Whether a media query matches now; follows changes (rotation, resizing). False on the server. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
