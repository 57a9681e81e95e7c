import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { AlertCircle, ArrowLeft, Check, Loader2, LogIn, RotateCw, ShieldCheck, WifiOff } from 'lucide-react';
import { API, planFeatureTexts, ROUTES, type CheckoutOrderResponse, type PackageResponse, type PaymentVerifiedResponse, type StartMode } from '@sakinah/contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, ApiError, errorMessage } from '../../lib/api';
import { PurchaseNotice, StartChoice } from '../pricing/public';
import { textNow, useT } from '../../lib/i18n';
import { durationText, perDurationText } from '../../lib/duration-text';
import { useSession } from '../session/public';
import { PaymentCompleteCard } from './payment-complete-card';
import { CheckoutScriptError, openRazorpayCheckout, type RazorpayInstance } from './razorpay-checkout';
import { gatewayReturn } from './gateway-return';
import { EmailText } from '../../components/ui/email-text';

type VerifyInput = Record<string, string>;

export function CheckoutView() {
  const { t, formatRupees, formatNumber } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user, loading: sessionLoading, refresh } = useSession();
  const packageId = params.get('id');
  const cancelled = params.get('cancelled') === '1';
  // Compared as text so a new URLSearchParams object does not count as a new return.
  const gatewayKey = JSON.stringify(gatewayReturn(params));
  const gateway = useMemo(() => JSON.parse(gatewayKey) as ReturnType<typeof gatewayReturn>, [gatewayKey]);

  const packageQuery = useQuery({
    queryKey: ['package', packageId],
    queryFn: async () => (await api<PackageResponse>('GET', API.getPackage(packageId!))).package,
    enabled: !!packageId,
    retry: false,
  });
  const plan = packageQuery.data ?? null;

  // Toast ids keep StrictMode's doubled effects from showing a message twice.
  useEffect(() => {
    if (packageId) return;
    toast.error(textNow('invalidPackage'), { id: 'checkout-invalid-package' });
    navigate(ROUTES.pricing, { replace: true });
  }, [packageId, navigate]);

  useEffect(() => {
    if (!packageQuery.isError) return;
    const notFound = packageQuery.error instanceof ApiError && packageQuery.error.status === 404;
    toast.error(textNow(notFound ? 'packageNotFound' : 'packageLoadFailed'), { id: 'checkout-package-error' });
    navigate(ROUTES.pricing, { replace: true });
  }, [packageQuery.isError, packageQuery.error, navigate]);

  useEffect(() => {
    if (cancelled) toast.info(textNow('checkout.cancelled'), { id: 'checkout-cancelled' });
  }, [cancelled]);

  const verify = useMutation({
    mutationFn: (input: VerifyInput) =>
      api<PaymentVerifiedResponse>('GET', `${API.verifyPayment}?${new URLSearchParams(input).toString()}`),
    onSuccess(data) {
      toast.success(data.message || textNow('paymentSuccess'), { id: 'checkout-verified' });
      void refresh();
    },
    onError(error) {
      toast.error(errorMessage(error, textNow('paymentVerifyFailed')), { id: 'checkout-verify-failed' });
    },
  });
  const { mutate: verifyPayment } = verify;
  // StrictMode runs effects twice; the ref makes sure the gateway's return is verified once.
  const verifyStarted = useRef(false);
  useEffect(() => {
    if (!gateway || !plan || !user || verifyStarted.current) return;
    verifyStarted.current = true;
    verifyPayment({
      ...gateway,
      packageId: plan.id,
      duration: plan.duration,
      amount: String(plan.finalPrice),
    });
  }, [gateway, plan, user, verifyPayment]);

  const [processing, setProcessing] = useState(false);
  // "After my current plan" unless she chooses "Start now" (asked only while a paid plan is in force).
  const [start, setStart] = useState<StartMode>('after');
  /** Razorpay's `payment.failed` description, shown until the next attempt. */
  const [failure, setFailure] = useState<string | null>(null);
  /** The order whose checkout script did not load: Retry opens it again. */
  const [scriptFailed, setScriptFailed] = useState<CheckoutOrderResponse | null>(null);
  const widget = useRef<RazorpayInstance | null>(null);
  const paid = useRef(false);
  // Leaving the page closes an open widget.
  useEffect(() => () => widget.current?.close(), []);

  async function openWidget(order: CheckoutOrderResponse) {
    setScriptFailed(null);
    setFailure(null);
    setProcessing(true);
    paid.current = false;
    try {
      widget.current = await openRazorpayCheckout(order, {
        onPaid(response) {
          paid.current = true;
          widget.current = null;
          setFailure(null);
          setProcessing(true);
          verifyPayment(
            {
              razorpay_order_id: response.razorpay_order_id,
              razorpay_payment_id: response.razorpay_payment_id,
              razorpay_signature: response.razorpay_signature,
              packageId: order.package.id,
            },
            { onError: () => setProcessing(false) },
          );
        },
        onDismiss() {
          widget.current = null;
          if (!paid.current) setProcessing(false);
        },
        onFailed(response) {
          setFailure(response.error?.description?.trim() || textNow('somethingWrong'));
          setProcessing(false);
        },
      });
    } catch (error) {
      setProcessing(false);
      if (error instanceof CheckoutScriptError) setScriptFailed(order);
      else toast.error(textNow('paymentInitFailed'));
    }
  }

  async function pay() {
    if (!plan) return void toast.error(textNow('packageMissing'));
    if (!user) return void toast.error(textNow('loginToProceed'));
    if (plan.finalPrice <= 0) return void toast.error(textNow('invalidPrice'));
    setProcessing(true);
    setFailure(null);
    setScriptFailed(null);
    try {
      const order = await api<CheckoutOrderResponse>('POST', API.createOrder, { body: { package: plan.id, paymentMethod: 'card', start } });
      if (order.provider === 'sandbox' && order.order?.id) {
        // Stays "Processing..." while the browser leaves for the test checkout.
        window.location.assign(`/sandbox-pay/${encodeURIComponent(order.order.id)}`);
        return;
      }
      if (order.provider === 'razorpay' && order.order?.id) return void (await openWidget(order));
      toast.error(textNow('paymentInitFailed'));
      setProcessing(false);
    } catch (error) {
      // Spec section 8, Checkout: "'Something went wrong.' or the server message".
      toast.error(errorMessage(error, textNow('somethingWrong')));
      setProcessing(false);
    }
  }

  if (verify.isSuccess) {
    const { subscription, payment } = verify.data.data;
    return (
      <PaymentCompleteCard
        summary={{
          planName: subscription.planName,
          duration: subscription.duration,
          amount: payment.amount,
          expiryDate: payment.expiryDate || subscription.endDate,
          startDate: subscription.startDate,
          startsOnApproval: subscription.startsOnApproval,
          reviewTime: subscription.reviewTime,
          pauses: subscription.pauses,
        }}
      />
    );
  }
  if (!packageId || packageQuery.isPending || packageQuery.isError || sessionLoading) return <PageLoading />;
  if (gateway && user && !verify.isError) return <PageLoading label={t('checkout.confirming')} />;

  // The plan's own lines (limits, then capabilities), worded in the reader's language from the same facts as the
  // server's featureLines: never a list it does not have (docs/decisions.md, "Plan features are capabilities").
  const benefits = plan ? planFeatureTexts(plan).map((line) => t(line.key, line.values)) : [];
  const invalidPrice = !!plan && plan.finalPrice <= 0;
  const payLabel = plan ? t('checkout.payAmount', { amount: formatRupees(plan.finalPrice) }) : t('checkout.pay');
  const payDisabled = packageQuery.isFetching || processing || verify.isPending || !plan || !user || invalidPrice;

  return (
    <div className="mx-auto max-w-4xl">
      <Link to={ROUTES.pricing} className="-ms-3 inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('checkout.backToPlans')}
      </Link>
      <p className="eyebrow mt-4">{t('checkout.eyebrow')}</p>
      <h1 className="mt-2 text-4xl font-bold text-brand-700">{t('checkout.title')}</h1>

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="order-summary-heading" className="card p-6 sm:p-8">
          <h2 id="order-summary-heading" className="text-2xl font-bold text-brand-700">
            {t('checkout.orderSummary')}
          </h2>
          <dl className="mt-5 grid gap-4 text-sm sm:grid-cols-2">
            {user && (
              <>
                <SummaryItem label={t('checkout.name')} value={<bdi>{`${user.firstName} ${user.lastName}`.trim()}</bdi>} />
                <SummaryItem label={t('checkout.email')} value={<EmailText email={user.email} />} />
              </>
            )}
            <SummaryItem label={t('checkout.plan')} value={plan?.name ?? ''} />
            <SummaryItem label={t('checkout.duration')} value={plan ? durationText(t, plan.duration) : ''} />
          </dl>
          {plan && (
            <div className="mt-6 rounded-xl bg-brand-50 p-4">
              <p className="text-sm text-muted">{t('checkout.amount')}</p>
              <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold text-ink">{formatRupees(plan.finalPrice)}</span>
                <span className="text-sm text-muted">{perDurationText(t, plan.duration)}</span>
                {plan.originalPrice > plan.finalPrice && (
                  <>
                    <span className="sr-only">{t('checkout.originalPrice')} </span>
                    <s className="text-sm text-muted">{formatRupees(plan.originalPrice)}</s>
                    {plan.discount > 0 && <span className="text-sm font-semibold text-gold-700">{t('checkout.percentOff', { percent: formatNumber(plan.discount) })}</span>}
                  </>
                )}
              </p>
            </div>
          )}
          {user && plan && !invalidPrice && <StartChoice packageId={plan.id} value={start} onChange={setStart} className="mt-6" />}
          <h3 className="mt-7 text-lg font-bold text-brand-700">{t('checkout.benefits')}</h3>
          <ul className="mt-3 space-y-2 text-sm">
            {benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2.5">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="pay-heading" className="card h-fit p-6">
          <h2 id="pay-heading" className="text-xl font-bold text-brand-700">
            {t('checkout.payment')}
          </h2>
          {!user && (
            <div className="mt-4 rounded-xl border border-gold-200 bg-gold-50 p-4 text-sm" role="status">
              <p className="flex items-start gap-2 text-ink">
                <LogIn className="mt-0.5 h-4 w-4 shrink-0 text-gold-700 rtl:-scale-x-100" aria-hidden="true" />
                {t('loginToProceed')}
              </p>
              <ButtonLink to={`${ROUTES.login}?redirect=pricing`} size="sm" className="mt-3">
                {t('checkout.loginNow')}
              </ButtonLink>
            </div>
          )}
          {invalidPrice && (
            <p className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800" role="alert">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('invalidPrice')}
            </p>
          )}
          <Button size="lg" className="mt-5 w-full" onClick={() => void pay()} disabled={payDisabled} aria-busy={processing}>
            {processing ? (
              <>
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                {t('checkout.processing')}
              </>
            ) : (
              payLabel
            )}
          </Button>
          {/* Below the button: it arrives after the page, and must not move the button under a finger. */}
          {user && plan && !invalidPrice && <PurchaseNotice packageId={plan.id} start={start} className="mt-4" />}
          {failure && (
            <div className="mt-4 flex items-start gap-2 rounded-xl bg-red-50 p-3 text-sm text-red-800" role="alert">
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <p>
                <span className="block font-semibold">{t('paymentFailedTitle')}</span>
                {failure}
              </p>
            </div>
          )}
          {scriptFailed && (
            <div className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800" role="alert">
              <p className="flex items-start gap-2">
                <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                {t('checkoutScriptFailed')}
              </p>
              <Button variant="back" size="sm" className="mt-3" onClick={() => void openWidget(scriptFailed)} disabled={processing}>
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {t('checkout.retry')}
              </Button>
            </div>
          )}
          <p className="mt-4 flex items-start gap-2 text-xs leading-relaxed text-muted">
            <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" />
            {t('checkout.secure')}
          </p>
        </section>
      </div>
    </div>
  );
}

function SummaryItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold break-words text-ink">{value}</dd>
    </div>
  );
}
