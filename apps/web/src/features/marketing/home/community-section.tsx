import { BookOpen, Clock, HeartHandshake, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract/routes';
import { IslamicPattern } from './islamic-pattern';
import { ARTICLES } from './landing-samples';
import { SectionHeading } from './section-heading';

/** One look per teaser, by position, so the three cards read as a set. */
const ARTICLE_LOOKS: readonly { icon: LucideIcon; band: string; pattern: string; badge: string }[] = [
  { icon: BookOpen, band: 'bg-brand-700', pattern: 'text-gold-300', badge: 'bg-gold-300 text-brand-900' },
  { icon: Users, band: 'bg-gold-100', pattern: 'text-gold-600', badge: 'bg-brand-700 text-white' },
  { icon: HeartHandshake, band: 'bg-brand-100', pattern: 'text-brand-700', badge: 'bg-white text-brand-700' },
];

export function CommunitySection() {
  return (
    <section aria-labelledby="community-heading" className="section bg-cream">
      <div className="container-page">
        <SectionHeading id="community-heading" eyebrow="Learn and grow" title="Community & Resources">
          <p>Guidance from scholars, counsellors and married couples on preparing for a marriage full of barakah.</p>
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
                    <p className="eyebrow">{article.category}</p>
                    <h3 className="mt-2 text-2xl leading-snug font-bold text-brand-700">{article.title}</h3>
                    <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{article.excerpt}</p>
                    <p className="mt-5 flex items-center gap-1.5 text-xs font-medium text-muted">
                      <Clock className="h-4 w-4" aria-hidden="true" />
                      {article.readMinutes} min read
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 text-center text-sm text-muted">
          Have a question about how Sakinah works?{' '}
          <Link to={ROUTES.faq} className="font-semibold text-brand-700 underline decoration-gold-400 underline-offset-4 hover:text-brand-800">
            Read our FAQ
          </Link>{' '}
          or{' '}
          <Link to={ROUTES.contact} className="font-semibold text-brand-700 underline decoration-gold-400 underline-offset-4 hover:text-brand-800">
            talk to our team
          </Link>
          .
        </p>
      </div>
    </section>
  );
}
