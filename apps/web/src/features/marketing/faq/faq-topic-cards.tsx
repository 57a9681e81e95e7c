import { ArrowDown } from 'lucide-react';
import { FAQ_CATEGORY_ICONS } from './faq-category-icons';
import type { FaqCategory } from './faq-content';
import { useT } from '../../../lib/i18n';

/** One card per topic, each a plain in-page link (`#account`…) so it works before hydration too. */
export function FaqTopicCards({ categories }: { categories: readonly FaqCategory[] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
      {categories.map((category) => {
        const Icon = FAQ_CATEGORY_ICONS[category.id];
        return (
          <li key={category.id}>
            <a
              href={`#${category.id}`}
              className="card group flex h-full gap-4 p-4 transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:p-6"
            >
              <span
                className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl sm:h-12 sm:w-12 bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-700 group-hover:text-white"
                aria-hidden="true"
              >
                <Icon className="h-6 w-6" />
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold text-ink group-hover:text-brand-700">{t(category.title)}</span>
                <span className="mt-1 text-sm leading-relaxed text-muted">{t(category.summary)}</span>
                <span className="mt-2 inline-flex items-center gap-1 text-xs font-semibold text-gold-700 sm:mt-3">
                  {t('faq.page.questionCount', { count: category.items.length })}
                  <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
                </span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
