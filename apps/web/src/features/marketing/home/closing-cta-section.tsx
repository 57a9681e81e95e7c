import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract/routes';
import { ButtonLink } from '../../../components/ui/button';
import { IslamicPattern } from './islamic-pattern';
import { useT } from '../../../lib/i18n';

export function ClosingCtaSection() {
  const { t, path } = useT();
  return (
    <section aria-labelledby="closing-cta-heading" className="bg-cream pb-16 sm:pb-20">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-3xl bg-brand-700 px-6 py-12 text-center shadow-xl sm:px-12 sm:py-16">
          <IslamicPattern className="absolute inset-0 h-full w-full text-gold-300 opacity-10" tile={64} />
          <div className="relative mx-auto max-w-2xl">
            <h2 id="closing-cta-heading" className="text-3xl leading-tight font-bold text-balance text-white sm:text-4xl">
              {t('home.closing.title')}
            </h2>
            <p className="mt-4 text-brand-100">{t('home.closing.lead')}</p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <ButtonLink to={ROUTES.signup} variant="secondary" size="lg">
                {t('home.closing.createAccount')}
              </ButtonLink>
              {/* Not a ButtonLink variant: none of them is light-on-dark, and colour utilities would clash. */}
              <Link
                to={path(ROUTES.about)}
                className="inline-flex items-center justify-center rounded-full border border-white/50 px-7 py-3 text-base font-semibold text-white transition-colors hover:bg-white/10"
              >
                {t('home.closing.about')}
              </Link>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
