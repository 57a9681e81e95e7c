import { useEffect, useMemo, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AlertCircle, LogIn } from 'lucide-react';
import { API, ROUTES, type PaymentResponse, type PaymentVerifiedResponse } from '@sakinah/contract';
import { ButtonLink } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, ApiError, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { useSession } from '../session/public';
import { PaymentCompleteCard, type PaidSummary } from './payment-complete-card';
import { gatewayReturn } from './gateway-return';

interface ConfirmInput {
  userId: string;
  paymentId: string | null;
  packageId: string | null;
  gateway: ReturnType<typeof gatewayReturn>;
}

/** Verify (when back from the gateway), mark the member paid, then read the stored payment. */
async function confirmPayment({ userId, paymentId, packageId, gateway }: ConfirmInput): Promise<PaidSummary> {
  let id = paymentId;
  let verified: PaymentVerifiedResponse | null = null;
  if (gateway) {
    const query = new URLSearchParams(gateway);
    if (packageId) query.set('packageId', packageId);
    verified = await api<PaymentVerifiedResponse>('GET', `${API.verifyPayment}?${query.toString()}`);
    id ??= verified.data?.payment?.paymentId ?? null;
  }
  if (!id) throw new Error(textNow('paymentVerifyFailed'));
  await api('PATCH', API.updatePaymentStatus(userId), {
    body: { isPaymentComplete: true, paymentStatus: 'paid', paymentId: id },
  });
  const { payment } = await api<PaymentResponse>('GET', API.getPayment(id));
  return {
    planName: payment.package?.name ?? '',
    duration: payment.package?.duration ?? '',
    amount: payment.amount,
    expiryDate: payment.expiryDate,
    startDate: payment.startDate,
    startsOnApproval: payment.planStatus === 'Awaiting Approval',
    // The verification's answer says how long a review takes and which plan paused; a reopened page has neither.
    reviewTime: verified?.data.subscription.reviewTime ?? null,
    pauses: verified?.data.subscription.pauses ?? null,
  };
}

export function PaymentSuccessView() {
  const { t } = useT();
  const [params] = useSearchParams();
  const { user, loading, refresh } = useSession();
  const paymentId = params.get('paymentId');
  const packageId = params.get('packageId');
  const gatewayKey = JSON.stringify(gatewayReturn(params));
  const gateway = useMemo(() => JSON.parse(gatewayKey) as ReturnType<typeof gatewayReturn>, [gatewayKey]);

  const confirm = useMutation({
    mutationFn: confirmPayment,
    onSettled() {
      // Header badges and gates read the session, so reload it whatever happened.
      void refresh();
    },
  });
  const { mutate } = confirm;
  // StrictMode runs effects twice; the ref keeps the status update to a single call.
  const started = useRef(false);
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!userId || started.current) return;
    started.current = true;
    mutate({ userId, paymentId, packageId, gateway });
  }, [userId, paymentId, packageId, gateway, mutate]);

  if (loading) return <PageLoading />;

  if (!user) {
    return (
      <div className="card mx-auto max-w-md p-8 text-center">
        <LogIn className="mx-auto h-10 w-10 text-brand-500 rtl:-scale-x-100" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-brand-700">{t('checkout.confirmTitle')}</h1>
        <p className="mt-3 text-muted">{t('loginToProceed')}</p>
        <ButtonLink to={`${ROUTES.login}?redirect=pricing`} className="mt-6">
          {t('checkout.loginNow')}
        </ButtonLink>
      </div>
    );
  }

  if (confirm.isError) {
    // Our own "no payment id" error carries its text; server errors go through errorMessage.
    const message =
      confirm.error instanceof ApiError ? errorMessage(confirm.error, t('somethingWrong')) : confirm.error.message || t('somethingWrong');
    return (
      <div className="card mx-auto max-w-md p-8 text-center" role="alert">
        <AlertCircle className="mx-auto h-12 w-12 text-red-700" aria-hidden="true" />
        <h1 className="mt-4 text-3xl font-bold text-brand-700">{t('checkout.notConfirmed')}</h1>
        <p className="mt-3 font-medium text-ink">{message}</p>
        <p className="mt-2 text-sm text-muted">{t('contactSupport')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <ButtonLink to={ROUTES.contact}>{t('checkout.contactSupport')}</ButtonLink>
          <Link to={ROUTES.pricing} className="self-center text-sm font-semibold text-brand-700 underline underline-offset-2">
            {t('checkout.backToPlans')}
          </Link>
        </div>
      </div>
    );
  }

  if (confirm.isSuccess) return <PaymentCompleteCard summary={confirm.data} />;
  return <PageLoading label={t('checkout.confirming')} />;
}
