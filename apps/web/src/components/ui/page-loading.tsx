import { useT } from '../../lib/i18n';

/**
 * A loading state. `screen`: it stands for a whole page, so it fills the screen below the header and
 * the footer stays out of view until the page arrives (the footer jumping down as content loads was
 * most of the pricing page's layout shift).
 */
export function PageLoading({ label, screen = false }: { label?: string; screen?: boolean }) {
  const { t } = useT();
  return (
    <div className={`flex items-center justify-center ${screen ? 'min-h-[calc(100svh-4rem)]' : 'min-h-[40vh]'}`} role="status" aria-live="polite">
      <span className="me-3 h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="text-sm text-muted">{label ?? t('loading')}</span>
    </div>
  );
}
