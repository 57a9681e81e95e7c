/** A section whose data did not load: the reason and a retry, announced to screen readers. */
export function LoadError({ message, onRetry, className = 'mt-4' }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 ${className}`}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
        Try again
      </button>
    </div>
  );
}
