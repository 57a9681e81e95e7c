import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { hasText } from './labels';
import { useProfileLabels } from './use-profile-labels';

interface ProfileCardProps {
  title: string;
  icon?: LucideIcon;
  /** Something small beside the title (a link, a count). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card of a profile page; the title is an h2 so pages keep their heading order. */
export function ProfileCard({ title, icon: Icon, aside, className = '', children }: ProfileCardProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`card p-5 sm:p-6 ${className}`}>
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-3 text-xl font-bold text-brand-800">
          {Icon && (
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
              <Icon className="h-[18px] w-[18px]" />
            </span>
          )}
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export interface DetailItem {
  label: string;
  /** Already labelled text ('Not specified' is shown muted), or any element. */
  value: ReactNode;
  /** Spans both columns (long values such as an address). */
  wide?: boolean;
}

/** Label and value pairs in two columns from small tablets up, one column on phones. */
export function DetailList({ items }: { items: readonly DetailItem[] }) {
  const { isNotSpecified } = useProfileLabels();
  return (
    <dl className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
      {items.map((item) => {
        const missing = isNotSpecified(item.value);
        return (
          <div key={item.label} className={`min-w-0 ${item.wide ? 'sm:col-span-2' : ''}`}>
            <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{item.label}</dt>
            <dd className={`mt-1 text-[15px] break-words ${missing ? 'text-muted italic' : 'font-medium text-ink'}`}>{item.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Free text the member wrote (about me, expectations), or the spec's 'No information provided'. */
export function ProseBlock({ text }: { text: string | null | undefined }) {
  const { t } = useT();
  if (!hasText(text)) return <p className="text-[15px] text-muted italic">{t('noInformation')}</p>;
  // Her own words, as written: an Urdu about-me reads right to left on an English page, and the other way round.
  return (
    <p dir="auto" className="text-[15px] leading-relaxed whitespace-pre-line text-ink">
      {text.trim()}
    </p>
  );
}
