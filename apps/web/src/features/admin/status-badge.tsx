/** Small coloured labels; colour is never the only cue, the word is always there. */

const TONES: Record<string, string> = {
  Active: 'bg-brand-50 text-brand-800 ring-brand-200',
  Pending: 'bg-gold-50 text-gold-700 ring-gold-200',
  Rejected: 'bg-red-50 text-red-800 ring-red-200',
  Suspended: 'bg-slate-100 text-slate-800 ring-slate-300',
  captured: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refunded: 'bg-slate-100 text-slate-800 ring-slate-300',
  paid: 'bg-brand-50 text-brand-800 ring-brand-200',
  unpaid: 'bg-slate-100 text-slate-800 ring-slate-300',
  Inactive: 'bg-slate-100 text-slate-800 ring-slate-300',
  Open: 'bg-gold-50 text-gold-700 ring-gold-200',
  Handled: 'bg-brand-50 text-brand-800 ring-brand-200',
};

export function StatusBadge({ value, label }: { value: string; label?: string }) {
  const text = label ?? value.charAt(0).toUpperCase() + value.slice(1);
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[value] ?? TONES.Inactive}`}>
      {text}
    </span>
  );
}
