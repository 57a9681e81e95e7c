import { ArrowUp, Sparkles } from 'lucide-react';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';
import { FaqAccordion } from '../features/marketing/faq/faq-accordion';
import { FAQ_CATEGORY_ICONS } from '../features/marketing/faq/faq-category-icons';
import { FAQ_CATEGORIES, FAQ_HEADLINES, type FaqCategory } from '../features/marketing/faq/faq-content';
import { FaqTopicCards } from '../features/marketing/faq/faq-topic-cards';
import { StillHaveQuestions } from '../features/marketing/faq/still-have-questions';

export function FaqPage() {
  const { t } = useT();
  return (
    <>
      <Seo title={t('seo.faq.title')} description={t('seo.faq.description')} />

      <section className="bg-gradient-to-b from-brand-50 to-cream">
        <div className="container-page py-14 text-center sm:py-20">
          <p className="eyebrow">{t('faq.page.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">{t('faq.page.title')}</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            {t('faq.page.lead')}
          </p>
        </div>
      </section>

      <div className="container-page pb-16 sm:pb-24">
        <nav id="faq-topics" aria-labelledby="faq-topics-heading" className="scroll-mt-24">
          <h2 id="faq-topics-heading" className="mb-6 text-2xl font-bold text-brand-700 sm:text-3xl">
            {t('faq.page.topics')}
          </h2>
          <FaqTopicCards categories={FAQ_CATEGORIES} />
        </nav>

        <section aria-labelledby="faq-headlines-heading" className="mt-16 sm:mt-20">
          <div className="rounded-3xl border border-gold-100 bg-gold-50/60 p-5 sm:p-8 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-10 lg:p-10">
            <div>
              <span
                className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white text-gold-600 shadow-sm"
                aria-hidden="true"
              >
                <Sparkles className="h-6 w-6" />
              </span>
              <h2 id="faq-headlines-heading" className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">
                {t('faq.page.headlines')}
              </h2>
              <p className="mt-3 mb-6 leading-relaxed text-muted lg:mb-0">
                {t('faq.page.headlinesLead')}
              </p>
            </div>
            <FaqAccordion items={FAQ_HEADLINES} defaultOpen={[FAQ_HEADLINES[0]!.id]} />
          </div>
        </section>

        {FAQ_CATEGORIES.map((category) => (
          <FaqCategorySection key={category.id} category={category} />
        ))}

        <div className="mt-16 sm:mt-24">
          <StillHaveQuestions />
        </div>
      </div>
    </>
  );
}

function FaqCategorySection({ category }: { category: FaqCategory }) {
  const { t } = useT();
  const Icon = FAQ_CATEGORY_ICONS[category.id];
  const headingId = `${category.id}-heading`;
  return (
    <section
      id={category.id}
      aria-labelledby={headingId}
      className="mt-16 scroll-mt-24 border-t border-brand-100 pt-12 sm:mt-20 sm:pt-16 lg:grid lg:grid-cols-[18rem_1fr] lg:gap-10"
    >
      <div className="mb-6 lg:mb-0">
        <div className="lg:sticky lg:top-24">
          <span
            className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-700 text-white"
            aria-hidden="true"
          >
            <Icon className="h-6 w-6" />
          </span>
          <h2 id={headingId} className="mt-4 text-2xl font-bold text-brand-700 sm:text-3xl">
            {t(category.title)}
          </h2>
          <p className="mt-2 leading-relaxed text-muted">{t(category.summary)}</p>
          <a
            href="#faq-topics"
            className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <ArrowUp className="h-4 w-4" aria-hidden="true" />
            {t('faq.page.backToTopics')}
          </a>
        </div>
      </div>
      <FaqAccordion items={category.items} />
    </section>
  );
}
