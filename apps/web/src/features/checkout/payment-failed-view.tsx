import { useSearchParams } from 'react-router';
import { XCircle } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { ButtonLink } from '../../components/ui/button';

export function PaymentFailedView() {
  const { t, tx } = useT();
  const [params] = useSearchParams();
  const reason = params.get('reason') || 'unknown';
  return (
    <div className="card mx-auto max-w-md p-8 text-center sm:p-10">
      <XCircle className="mx-auto h-14 w-14 text-red-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-brand-700 sm:text-4xl">{t('paymentFailedTitle')}</h1>
      <p className="mt-3 text-muted">
        {t('checkout.failedLead')}
      </p>
      <p className="mt-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t('checkout.failedReason')}{' '}
        <span dir="auto" className="font-semibold break-words">
          {/* The sandbox's reasons are the contract's English (MSG.sandboxDeclined), worded here; a gateway's own as it came. */}
          {tx(reason)}
        </span>
      </p>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to={ROUTES.pricing}>{t('checkout.tryAgain')}</ButtonLink>
        <ButtonLink to={ROUTES.contact} variant="back">
          {t('checkout.contactSupport')}
        </ButtonLink>
      </div>
    </div>
  );
}
