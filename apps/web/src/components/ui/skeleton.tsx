import { useT } from '../../lib/i18n';

/** A grey block where text or a picture will be. */
export function SkeletonBlock({ className = '' }: { className?: string }) {
  return <span className={`block animate-pulse rounded-md bg-brand-100/70 motion-reduce:animate-none ${className}`} aria-hidden="true" />;
}

/**
 * Cards in the shape of profile cards while the first page loads: the grid keeps its layout, so the
 * real cards take their places instead of pushing the page about. Screen readers hear one "Loading...".
 */
export function CardGridSkeleton({ count = 6, className }: { count?: number; className: string }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('loading')}</span>
      <ul className={className} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card flex flex-col overflow-hidden">
            <SkeletonBlock className="aspect-[4/3] rounded-none" />
            <div className="space-y-3 p-5">
              <SkeletonBlock className="h-6 w-2/3" />
              <SkeletonBlock className="h-4 w-5/6" />
              <SkeletonBlock className="h-4 w-3/4" />
              <SkeletonBlock className="h-4 w-1/2" />
              <SkeletonBlock className="mt-5 h-10 w-full rounded-full" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Rows in the shape of a conversation's messages while it loads, alternating sides. */
export function MessageListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useT();
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col gap-3 p-4">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonBlock key={index} className={`h-10 rounded-2xl ${index % 2 ? 'w-1/2 self-end' : 'w-2/3 self-start'}`} />
      ))}
    </div>
  );
}
