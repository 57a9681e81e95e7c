import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** New page, top of the page; in-page anchors (#…) keep the browser's own scrolling. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
