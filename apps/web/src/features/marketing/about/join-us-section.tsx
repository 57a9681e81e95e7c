import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract/routes';
import { ButtonLink } from '../../../components/ui/button';
import { IslamicPattern } from '../home/islamic-pattern';
import { useT } from '../../../lib/i18n';

export function JoinUsSection() {
  const { t, path } = useT();
  return (
    <section aria-labelledby="join-heading" className="bg-cream py-16 sm:py-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <IslamicPattern className="absolute inset-0 h-full w-full text-gold-300 opacity-10" tile={64} />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="join-heading" className="text-3xl leading-tight font-bold text-balance text-white sm:text-4xl">
              {t('about.join.title')}
            </h2>
            <p className="mt-4 text-brand-100">
              {t('about.join.text')}
            </p>
            <div className="mt-8 flex flex-col items-center justify-center gap-4 sm:flex-row">
              <ButtonLink to={ROUTES.signup} variant="secondary" size="lg">
                {t('about.join.button')}
              </ButtonLink>
              <Link to={path(ROUTES.contact)} className="text-sm font-semibold text-white underline decoration-gold-300 underline-offset-4 hover:text-gold-100">
                {t('about.join.talk')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
