import type { ReactNode } from 'react';

/** Ids that tie an input to its hint and its error message (aria-describedby). */
export function describedBy(id: string, { hint = false, error }: { hint?: boolean; error?: string | null }): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** The message under a field; role="alert" so screen readers announce it when it appears. */
export function FieldError({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} role="alert" className="field-error">
      {message}
    </p>
  );
}

export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-xs leading-relaxed text-muted">
      {children}
    </p>
  );
}

export function OptionalTag() {
  return <span className="font-normal text-muted"> (optional)</span>;
}
