import { useEffect, type RefObject } from 'react';

/** While `open`, a press outside `ref` or the Escape key calls `dismiss`: the header's menus share this behaviour. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, dismiss: () => void): void {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) dismiss();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismiss();
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
    // `dismiss` is a fresh closure each render; the listeners only need to follow `open`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
