import { CheckCircle2 } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { BrandLogo } from '../components/ui/brand-logo';
import { ButtonLink } from '../components/ui/button';
import { Seo } from '../lib/seo';
import { useT } from '../lib/i18n';

/** Shown without header and footer (spec section 2). */
export function ThankYouPage() {
  const { t } = useT();
  return (
    <section className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-cream px-4 py-12">
      <Seo title={t('thankYou.seoTitle')} description={t('thankYou.seoDescription')} />
      <div className="card w-full max-w-lg p-8 text-center sm:p-10">
        <div className="flex justify-center">
          <BrandLogo />
        </div>
        <CheckCircle2 className="mx-auto mt-8 h-14 w-14 text-brand-500" aria-hidden="true" />
        <h1 className="mt-4 text-4xl font-bold text-brand-700">{t('thankYou.title')}</h1>
        <p className="mt-3 text-muted">{t('thankYou.lead')}</p>
        <p className="mt-6 font-display text-2xl leading-loose text-gold-700" lang="ar" dir="rtl">
          وَجَعَلَ بَيْنَكُم مَّوَدَّةً وَرَحْمَةً
        </p>
        <p className="text-sm text-muted">{t('thankYou.verse')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to={ROUTES.home}>{t('thankYou.home')}</ButtonLink>
          <ButtonLink to={ROUTES.contact} variant="back">
            {t('thankYou.contact')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
