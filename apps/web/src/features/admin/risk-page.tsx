import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Ban, ImageOff, ShieldCheck } from 'lucide-react';
import { MSG, RISK_KIND_LABELS, RISK_SCORE_HIGH, type RiskAction, type RiskItemView } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import { Tabs } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { riskItemsQuery, useAdminAction, type RiskStatus } from './admin-queries';
import { formatDateTime } from './format';
import { RiskDetails } from './risk/risk-details';
import { StatusBadge } from './status-badge';

const TABS: ReadonlyArray<{ id: RiskStatus; label: string; empty: string }> = [
  { id: 'open', label: 'Open', empty: 'Nothing waiting: no open risk items.' },
  { id: 'dismissed', label: 'Dismissed', empty: 'No items dismissed as false alarms.' },
  { id: 'actioned', label: 'Actioned', empty: 'No items acted on yet.' },
];

const RESOLUTION_LABELS: Record<NonNullable<RiskItemView['resolution']>, string> = {
  false_alarm: 'False alarm',
  photo_rejected: 'Photo rejected',
  suspended: 'Member suspended',
};

/** /admin/risk: what the server's own checks raised, with both members, the reason in numbers and the decisions. */
export function RiskPage() {
  const [status, setStatus] = useState<RiskStatus>('open');
  return (
    <>
      <AdminHeading
        title="Risk"
        intro="Raised by the server's own checks (a photo another member already uses, scam-like messages, fake-profile signals). Held photos stay hidden from other members until you decide. The member is never told what matched."
      />
      <Tabs
        label="Risk items by status"
        idPrefix="risk-"
        tabs={TABS.map((tab) => ({ id: tab.id, label: tab.label, panel: tab.id === status ? <RiskList status={tab.id} empty={tab.empty} /> : null }))}
        selected={status}
        onSelect={(id) => setStatus(id as RiskStatus)}
        panelClassName="mt-5"
      />
    </>
  );
}

function RiskList({ status, empty }: { status: RiskStatus; empty: string }) {
  const items = useQuery(riskItemsQuery(status));
  if (items.isPending) return <PageLoading />;
  if (items.isError) return <LoadError message={errorMessage(items.error, MSG.unexpectedErrorRetry)} onRetry={() => void items.refetch()} />;
  if (items.data.length === 0) return <p className="card p-6 text-center text-muted">{empty}</p>;
  return (
    <ul className="space-y-4">
      {items.data.map((item) => (
        <li key={item.id}>
          <RiskCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function MemberLine({ role, member }: { role: string; member: RiskItemView['subject'] }) {
  const name = member.name.trim() || member.email;
  const high = member.riskScore >= RISK_SCORE_HIGH;
  return (
    <div className="min-w-0 rounded-xl border border-brand-100 bg-brand-50/40 p-3">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{role}</p>
      <p className="mt-0.5 flex flex-wrap items-center gap-2">
        <Link to={`/admin/members/${encodeURIComponent(member.id)}`} className="font-semibold break-words text-brand-700 underline underline-offset-2">
          {name}
        </Link>
        <StatusBadge value={member.status} />
      </p>
      <p className="text-sm break-all text-muted">{member.email}</p>
      <p className="mt-1 text-sm">
        Risk score{' '}
        <span className={`rounded-full px-2 py-0.5 text-xs font-bold tabular-nums ${high ? 'bg-red-100 text-red-800' : 'bg-slate-100 text-slate-800'}`}>
          {member.riskScore}
          {high && <span> · high</span>}
        </span>
      </p>
    </div>
  );
}

interface Decision {
  action: RiskAction;
  title: string;
  text: string;
  confirm: string;
  busy: string;
  destructive: boolean;
}

function decisionsFor(item: RiskItemView): Decision[] {
  const name = item.subject.name.trim() || item.subject.email;
  const decisions: Decision[] = [
    {
      action: 'false_alarm',
      title: 'Mark as a false alarm?',
      text: item.photo?.held ? `The item is closed and ${name}'s held photo is shown to other members again.` : 'The item is closed and nothing changes for the member.',
      confirm: 'False alarm',
      busy: 'Closing...',
      destructive: false,
    },
  ];
  if (item.kind === 'duplicate_photo' && item.photo) {
    decisions.push({ action: 'reject_photo', title: `Reject ${name}'s photo?`, text: `The new photo is deleted from ${name}'s profile. The item is closed as actioned.`, confirm: 'Reject photo', busy: 'Rejecting...', destructive: true });
  }
  decisions.push({
    action: 'suspend',
    title: `Suspend ${name}?`,
    text: `${name} will not be able to sign in and will disappear from listings until reinstated. The item is closed as actioned.`,
    confirm: 'Suspend member',
    busy: 'Suspending...',
    destructive: true,
  });
  return decisions;
}

const ICONS: Record<RiskAction, typeof Ban> = { false_alarm: ShieldCheck, reject_photo: ImageOff, suspend: Ban };

function RiskCard({ item }: { item: RiskItemView }) {
  const [pending, setPending] = useState<Decision | null>(null);
  const action = useAdminAction(() => setPending(null));
  const headingId = `risk-${item.id}`;
  const decisions = decisionsFor(item);
  return (
    <article aria-labelledby={headingId} className="card p-4 sm:p-5">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
          {RISK_KIND_LABELS[item.kind]}
        </h2>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
          {item.resolution ? <StatusBadge value="Handled" label={RESOLUTION_LABELS[item.resolution]} /> : <StatusBadge value="Open" />}
          <span className="tabular-nums">+{item.score} points</span>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </div>
      </header>
      <div className={`mt-3 grid gap-3 ${item.other ? 'sm:grid-cols-2' : ''}`}>
        <MemberLine role="Member" member={item.subject} />
        {item.other && <MemberLine role="Other member" member={item.other} />}
      </div>
      <div className="mt-4">
        <RiskDetails item={item} />
      </div>
      {item.status === 'open' && (
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          {decisions.map((decision) => {
            const Icon = ICONS[decision.action];
            return (
              <Button
                key={decision.action}
                size="sm"
                variant={decision.action === 'false_alarm' ? 'back' : 'delete'}
                disabled={action.isPending}
                onClick={() => setPending(decision)}
                aria-haspopup="dialog"
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
                {decision.confirm}
              </Button>
            );
          })}
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        text={pending?.text ?? ''}
        confirmLabel={pending?.confirm ?? ''}
        cancelLabel="Cancel"
        busyLabel={pending?.busy ?? ''}
        destructive={pending?.destructive ?? false}
        busy={action.isPending}
        onConfirm={() => pending && action.mutate({ method: 'POST', path: `/admin/risk/${encodeURIComponent(item.id)}/${pending.action}` })}
        onCancel={() => setPending(null)}
      />
    </article>
  );
}
