import { useEffect, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { API, DEFAULT_DURATION, DURATIONS, ROUTES, type Duration, type PackageView, type PricingOrderResponse, type StartMode, type TrialStartedResponse } from '@sakinah/contract';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { textNow, useT } from '../../lib/i18n';
import { durationText } from '../../lib/duration-text';
import { useSession, type SessionUser } from '../session/public';
import { DurationTabs } from './duration-tabs';
import { LoginRequired } from './login-required';
import { PlanCard } from './plan-card';
import { PlanSummary } from './plan-summary';
import { PlansInclude } from './plans-include';
import { usePackages } from './use-packages';

const PANEL_ID = 'pricing-plans-panel';

/** Members who never had any plan (no current one and never paid) may start the free trial. */
function mayStartTrial(user: SessionUser | null): boolean {
  return !!user && !user.subscription && user.paymentStatus !== 'paid';
}

export function PricingView() {
  const { user, loading: sessionLoading, setUser } = useSession();
  const { t } = useT();
  const navigate = useNavigate();
  const packages = usePackages();
  const [duration, setDuration] = useState<Duration>(DEFAULT_DURATION);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const allPlans = useMemo(() => packages.data ?? [], [packages.data]);
  // Tabs follow the plan data, in the fixed order of DURATIONS.
  const durations = useMemo(() => DURATIONS.filter((d) => allPlans.some((plan) => plan.duration === d)), [allPlans]);
  const plans = useMemo(() => allPlans.filter((plan) => plan.duration === duration), [allPlans, duration]);
  const selected = plans.find((plan) => plan.id === selectedId) ?? null;

  // Toast ids keep React StrictMode's doubled effects from showing a message twice.
  useEffect(() => {
    if (packages.isError) toast.error(textNow('packagesLoadFailed'), { id: 'packages-load-failed' });
  }, [packages.isError]);

  const emptyDuration = packages.isSuccess && allPlans.length > 0 && plans.length === 0;
  useEffect(() => {
    if (emptyDuration && user) toast.info(textNow('plans.noneForDuration', { duration: durationText(textNow, duration) }), { id: `no-packages-${duration}` });
  }, [emptyDuration, user, duration]);

  // "After my current plan" unless she chooses "Start now" (asked only while a paid plan is in force).
  const [start, setStart] = useState<StartMode>('after');
  const order = useMutation({
    mutationFn: (plan: PackageView) => api<PricingOrderResponse>('POST', API.createOrder, { body: { package: plan.id, start } }),
    onSuccess(data) {
      if (data.paymentUrl) window.location.assign(data.paymentUrl);
      else toast.error(textNow('paymentInitFailed'));
    },
    onError(error) {
      toast.error(errorMessage(error, textNow('paymentInitFailedLater')));
    },
  });
  // Stay "Processing..." while the browser leaves for the payment page.
  const processing = order.isPending || (order.isSuccess && !!order.data?.paymentUrl);

  const trial = useMutation({
    mutationFn: () => api<TrialStartedResponse>('POST', API.startTrial),
    onSuccess(data) {
      toast.success(data.message || textNow('trialStarted'));
      setUser(data.user);
      navigate(ROUTES.profilePage);
    },
    onError(error) {
      toast.error(errorMessage(error, textNow('somethingWrong')));
    },
  });

  function changeDuration(next: Duration) {
    setDuration(next);
    setSelectedId(null);
  }

  function selectPlan(plan: PackageView) {
    if (!user) {
      toast.error(textNow('loginToSelectPlan'));
      return;
    }
    if (!user.isProfileComplete) {
      toast.error(textNow('incompleteProfile'));
      navigate(ROUTES.profile);
      return;
    }
    setSelectedId(plan.id);
  }

  function proceed() {
    if (!selected) {
      toast.error(textNow('selectPlanFirst'));
      return;
    }
    order.mutate(selected);
  }

  if (sessionLoading || packages.isPending) return <PageLoading label={t('loadingPackages')} screen />;

  if (allPlans.length === 0) {
    return (
      <p className="card mx-auto max-w-md p-8 text-center text-muted" role="status">
        {t('noPackages')}
      </p>
    );
  }

  const grid = emptyDuration ? (
    <p className="card mx-auto max-w-md p-8 text-center text-muted" role="status">
      {t('plans.noneForDuration', { duration: durationText(t, duration) })}
    </p>
  ) : (
    <div className={`mx-auto grid max-w-5xl gap-8 pt-3 sm:grid-cols-2 ${plans.length >= 3 ? 'lg:grid-cols-3' : ''}`}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          selected={plan.id === selected?.id}
          showPopular={!selected}
          onSelect={selectPlan}
          interactive={!!user}
        />
      ))}
    </div>
  );

  if (!user) {
    return (
      <div className="relative">
        {/* A glimpse of the plans only; the panel on top is what visitors act on. */}
        <div aria-hidden="true" inert className="pointer-events-none blur-sm select-none">
          {grid}
        </div>
        <div className="absolute inset-0 flex items-start justify-center px-2 pt-10 sm:pt-24">
          <LoginRequired />
        </div>
      </div>
    );
  }

  return (
    <>
      <DurationTabs durations={durations} active={duration} onChange={changeDuration} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`duration-tab-${durations.indexOf(duration)}`} className="mt-8">
        {grid}
      </div>
      {selected && (
        <PlanSummary plan={selected} processing={processing} start={start} onStartChange={setStart} onChange={() => setSelectedId(null)} onProceed={proceed} />
      )}
      <PlansInclude canStartTrial={mayStartTrial(user)} startingTrial={trial.isPending} onStartTrial={() => trial.mutate()} />
    </>
  );
}
