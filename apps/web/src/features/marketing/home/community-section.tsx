import { BookOpen, Clock, HeartHandshake, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract/routes';
import { IslamicPattern } from './islamic-pattern';
import { ARTICLES } from './landing-samples';
import { SectionHeading } from './section-heading';
import { useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

/** One look per teaser, by position, so the three cards read as a set. */
const ARTICLE_LOOKS: readonly { icon: LucideIcon; band: string; pattern: string; badge: string }[] = [
  { icon: BookOpen, band: 'bg-brand-700', pattern: 'text-gold-300', badge: 'bg-gold-300 text-brand-900' },
  { icon: Users, band: 'bg-gold-100', pattern: 'text-gold-600', badge: 'bg-brand-700 text-white' },
  { icon: HeartHandshake, band: 'bg-brand-100', pattern: 'text-brand-700', badge: 'bg-white text-brand-700' },
];

export function CommunitySection() {
  const { t, path } = useT();
  const linkClass = 'font-semibold text-brand-700 underline decoration-gold-400 underline-offset-4 hover:text-brand-800';
  return (
    <section aria-labelledby="community-heading" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="community-heading" eyebrow={t('landing.community.eyebrow')} title={t('landing.community.title')}>
          <p>{t('landing.community.lead')}</p>
        </SectionHeading>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {ARTICLES.map((article, index) => {
            const look = ARTICLE_LOOKS[index % ARTICLE_LOOKS.length]!;
            const Icon = look.icon;
            return (
              <li key={article.id}>
                <article className="card flex h-full flex-col overflow-hidden">
                  <div className={`relative flex h-32 items-center sm:h-40 justify-center overflow-hidden ${look.band}`}>
                    <IslamicPattern className={`absolute inset-0 h-full w-full opacity-20 ${look.pattern}`} tile={44} />
                    <span className={`relative flex h-16 w-16 items-center justify-center rounded-full shadow-md ${look.badge}`}>
                      <Icon className="h-8 w-8" aria-hidden="true" />
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-6">
                    <p className="eyebrow">{t(article.category)}</p>
                    <h3 className="mt-2 text-2xl leading-snug font-bold text-brand-700">{t(article.title)}</h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{t(article.excerpt)}</p>
                    <p className="mt-5 flex items-center gap-1.5 text-xs font-medium text-muted">
                      <Clock className="h-4 w-4" aria-hidden="true" />
                      {t('landing.community.readTime', { minutes: article.readMinutes })}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center text-sm text-muted">
          {richText(t('landing.community.closing'), {
            faq: (chunk) => (
              <Link to={path(ROUTES.faq)} className={linkClass}>
                {chunk}
              </Link>
            ),
            contact: (chunk) => (
              <Link to={path(ROUTES.contact)} className={linkClass}>
                {chunk}
              </Link>
            ),
          })}
        </p>
      </div>
    </section>
  );
}
