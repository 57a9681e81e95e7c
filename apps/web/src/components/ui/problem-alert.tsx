import { AlertTriangle } from 'lucide-react';

/** A refusal or failure shown in place of a form's result (a used link, a taken address), announced to screen readers. */
export function ProblemAlert({ message, className = '' }: { message: string; className?: string }) {
  return (
    <p role="alert" className={`flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-start text-sm text-red-800 ${className}`.trim()}>
      <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
