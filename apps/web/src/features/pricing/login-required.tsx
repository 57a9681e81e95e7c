import { Lock } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/** Visitors see that plans exist, but choosing one needs an account. */
export function LoginRequired() {
  const { t } = useT();
  return (
    <div className="card mx-auto w-full max-w-md p-7 text-center shadow-lg sm:p-8" role="region" aria-labelledby="login-required-heading">
      <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
        <Lock className="h-6 w-6" />
      </span>
      <h2 id="login-required-heading" className="mt-4 text-2xl font-bold text-brand-700">
        {t('pricing.loginRequired.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">{t('pricing.loginRequired.text')}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={`${ROUTES.login}?redirect=pricing`}>{t('pricing.loginRequired.login')}</ButtonLink>
        <ButtonLink to={ROUTES.signup} variant="back">
          {t('pricing.loginRequired.signup')}
        </ButtonLink>
      </div>
    </div>
  );
}
