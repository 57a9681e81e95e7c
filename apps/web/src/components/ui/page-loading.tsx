import { MSG } from '@sakinah/contract';

export function PageLoading({ label = MSG.loading }: { label?: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="mr-3 h-5 w-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700" aria-hidden="true" />
      <span className="text-sm text-muted">{label}</span>
    </div>
  );
}
