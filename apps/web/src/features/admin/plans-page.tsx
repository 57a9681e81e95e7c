import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus } from 'lucide-react';
import { DURATIONS, MSG, PLAN_FEATURES, type PlanFeatureKey } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys, useAdminAction } from './admin-queries';
import type { AdminPackage, AdminPackagesResponse } from '@sakinah/contract';
import { rupees } from './format';
import { PlanFormDialog } from './plan-form';
import { StatusBadge } from './status-badge';

const limitText = (value: number | null) => (value === null ? 'Unlimited' : value.toLocaleString('en-IN'));

/** Short names for the table; the editor and the plan cards show the full text (PLAN_FEATURES). */
const SHORT_NAMES: Record<PlanFeatureKey, string> = {
  contactDetails: 'Contact details',
  readReceipts: 'Read receipts',
  prioritySupport: 'Priority support',
  dailySuggestions: 'Daily suggestions',
  whoIsInterested: 'Who is interested',
  calls: 'Calls',
};

export function PlansPage() {
  // undefined: no form open; null: a new plan; a plan: editing it.
  const [editing, setEditing] = useState<AdminPackage | null | undefined>(undefined);
  const toggle = useAdminAction();
  const plans = useQuery({
    queryKey: adminKeys.packages,
    queryFn: () => api<AdminPackagesResponse>('GET', '/admin/packages'),
    select: (response) => response.packages,
  });

  return (
    <>
      <AdminHeading
        title="Plans"
        intro="Changes apply to new purchases; existing subscribers keep what they bought."
        actions={
          <Button onClick={() => setEditing(null)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            New plan
          </Button>
        }
      />
      {plans.isPending ? (
        <PageLoading />
      ) : plans.isError ? (
        <LoadError message={errorMessage(plans.error, MSG.unexpectedErrorRetry)} onRetry={() => void plans.refetch()} />
      ) : (
        <div className="space-y-6">
          {DURATIONS.map((duration) => {
            const group = plans.data.filter((p) => p.duration === duration);
            if (group.length === 0) return null;
            const headingId = `plans-${duration.replace(/\s+/g, '-')}`;
            return (
              <section key={duration} aria-labelledby={headingId}>
                <h2 id={headingId} className="mb-2 font-display text-xl font-bold text-brand-800">
                  {duration}
                </h2>
                <div className="card relative overflow-x-auto">
                  <table className="w-full min-w-[44rem] text-start text-sm">
                    <thead className="border-b border-brand-100 bg-brand-50/60 text-xs text-muted uppercase">
                      <tr>
                        <th scope="col" className="px-3 py-2 font-semibold">Plan</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Price</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Features</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Limits</th>
                        <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                        <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">Actions</span></th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-brand-100">
                      {group.map((plan) => (
                        <tr key={plan.id} className={plan.isActive ? '' : 'bg-slate-50'}>
                          <td className="px-3 py-2">
                            <p className="font-semibold text-ink">
                              {plan.name}
                              {plan.highlighted && <span className="ms-2 rounded-full bg-gold-100 px-2 py-0.5 text-xs font-semibold text-gold-700">Highlighted</span>}
                            </p>
                            {plan.description && <p className="max-w-xs text-xs text-muted">{plan.description}</p>}
                          </td>
                          <td className="px-3 py-2 whitespace-nowrap tabular-nums">
                            <span className="font-semibold">{rupees(plan.finalPrice)}</span>
                            {plan.discount > 0 && (
                              <span className="block text-xs text-muted">
                                <s>{rupees(plan.price)}</s> −{plan.discount}%
                              </span>
                            )}
                          </td>
                          <td className="px-3 py-2">
                            {plan.features.length === 0 ? (
                              <span className="text-muted">Limits only</span>
                            ) : (
                              <ul className="flex flex-wrap gap-1">
                                {plan.features.map((key) => (
                                  <li key={key} title={PLAN_FEATURES[key].text} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-brand-800">
                                    {SHORT_NAMES[key]}
                                  </li>
                                ))}
                              </ul>
                            )}
                          </td>
                          <td className="px-3 py-2">
                            <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs whitespace-nowrap">
                              <dt className="text-muted">Profile views</dt>
                              <dd className="tabular-nums">{limitText(plan.maxProfileViews)}</dd>
                              <dt className="text-muted">Photo views</dt>
                              <dd className="tabular-nums">{limitText(plan.maxPhotosViews)}</dd>
                              <dt className="text-muted">New chats a day</dt>
                              <dd className="tabular-nums">{limitText(plan.messagingDailyCap)}</dd>
                            </dl>
                          </td>
                          <td className="px-3 py-2">
                            <StatusBadge value={plan.isActive ? 'Active' : 'Inactive'} />
                          </td>
                          <td className="px-3 py-2">
                            <div className="flex flex-col items-end gap-1.5">
                              <Button size="sm" variant="back" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name} (${plan.duration})`}>
                                <Pencil className="h-3.5 w-3.5" aria-hidden="true" />
                                Edit
                              </Button>
                              <Button
                                size="sm"
                                variant="ghost"
                                disabled={toggle.isPending}
                                onClick={() => toggle.mutate({ method: 'POST', path: `/admin/packages/${plan.id}/${plan.isActive ? 'deactivate' : 'activate'}` })}
                                aria-label={`${plan.isActive ? 'Deactivate' : 'Activate'} ${plan.name} (${plan.duration})`}
                              >
                                {plan.isActive ? 'Deactivate' : 'Activate'}
                              </Button>
                            </div>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            );
          })}
          {plans.data.length === 0 && <p className="card p-6 text-center text-muted">No plans yet. Create the first one.</p>}
        </div>
      )}
      <PlanFormDialog plan={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
