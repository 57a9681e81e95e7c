import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../components/ui/button';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';

export function NotFoundPage() {
  const { t, path } = useT();
  return (
    <section className="container-page section flex flex-col items-center text-center">
      <Seo title={t('seo.notFound.title')} description={t('seo.notFound.description')} />
      <p className="eyebrow">{t('notFound.eyebrow')}</p>
      <h1 className="mt-3 text-4xl font-bold text-brand-700 sm:text-5xl">{t('notFound.title')}</h1>
      <p className="mt-4 max-w-md text-muted">{t('notFound.text')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to={path(ROUTES.home)}>{t('notFound.home')}</ButtonLink>
        <ButtonLink to={path(ROUTES.contact)} variant="back">
          {t('notFound.contact')}
        </ButtonLink>
      </div>
    </section>
  );
}
