import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, ChevronDown } from 'lucide-react';
import { isolateLtr, useT } from '../../../lib/i18n';
import { faqValues, type FaqItem } from './faq-content';

interface FaqAccordionProps {
  items: readonly FaqItem[];
  /** Ids of the items open on first render; must be the same on the server and in the browser. */
  defaultOpen?: readonly string[];
}

/**
 * Questions that open and close independently (several may be open at once). Answers are always
 * in the HTML, only hidden, so search engines and readers without JavaScript still get them.
 */
export function FaqAccordion({ items, defaultOpen = [] }: FaqAccordionProps) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <FaqQuestion item={item} expanded={open.has(item.id)} onToggle={() => toggle(item.id)} />
        </li>
      ))}
    </ul>
  );
}

function FaqQuestion({ item, expanded, onToggle }: { item: FaqItem; expanded: boolean; onToggle: () => void }) {
  const { t, path } = useT();
  const values = faqValues(t('contact.hours'), isolateLtr);
  const buttonId = `faq-q-${item.id}`;
  const answerId = `faq-a-${item.id}`;
  return (
    <div
      className={`rounded-2xl border bg-white transition-shadow ${
        expanded ? 'border-brand-200 shadow-md' : 'border-brand-100 shadow-sm hover:border-brand-200'
      }`}
    >
      <h3 className="font-sans text-base font-semibold">
        <button
          type="button"
          id={buttonId}
          aria-expanded={expanded}
          aria-controls={answerId}
          onClick={onToggle}
          className="flex w-full items-start justify-between gap-4 rounded-2xl px-5 py-4 text-start text-ink hover:text-brand-700 sm:px-6"
        >
          <span className="leading-snug">{t(item.question)}</span>
          <span
            className={`mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full transition-colors ${
              expanded ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'
            }`}
            aria-hidden="true"
          >
            <ChevronDown className={`h-4 w-4 transition-transform duration-200 ${expanded ? 'rotate-180' : ''}`} />
          </span>
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={buttonId}
        hidden={!expanded}
        className="px-5 pb-5 text-[0.95rem] leading-relaxed text-muted sm:px-6"
      >
        <div className="space-y-3 border-t border-brand-50 pt-4">
          {item.answer.map((paragraph) => (
            <p key={paragraph}>{t(paragraph, values)}</p>
          ))}
          {item.points && (
            <ul className="space-y-2">
              {item.points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <span className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold-500" aria-hidden="true" />
                  <span>{t(point, values)}</span>
                </li>
              ))}
            </ul>
          )}
          {item.link && (
            <p>
              <Link
                to={path(item.link.to)}
                className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {t(item.link.label)}
                <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
