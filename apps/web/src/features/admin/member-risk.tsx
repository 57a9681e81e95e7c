import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { MSG, RISK_KIND_LABELS } from '@sakinah/contract';
import type { AdminMemberDetail } from '@sakinah/contract';
import { formatDateTime } from './format';
import { signalReason } from './risk/signal-details';
import { RiskScoreBadge } from './risk-score-badge';

/** The member's open Risk items on her record: kind and reason; decisions are taken in the Risk queue. */
export function MemberRisk({ member }: { member: AdminMemberDetail }) {
  return (
    <section aria-labelledby="risk-title" className="card p-4 sm:p-6">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="risk-title" className="font-display text-xl font-bold text-brand-800">
          {MSG.riskSectionTitle}
        </h2>
        <RiskScoreBadge score={member.riskScore} />
      </div>
      {member.riskItems.length === 0 ? (
        <p className="text-sm text-muted">{MSG.riskNoOpenItems}</p>
      ) : (
        <>
          <ul className="divide-y divide-brand-100">
            {member.riskItems.map((item) => {
              const reason = signalReason(item.kind, item.details, item.otherName);
              return (
                <li key={item.id} className="py-2">
                  <p className="font-semibold text-brand-800">
                    {RISK_KIND_LABELS[item.kind]} <span className="text-xs font-normal text-muted">+{item.score}</span>
                  </p>
                  {reason && <p className="text-sm">{reason}</p>}
                  <p className="text-xs text-muted">{formatDateTime(item.createdAt)}</p>
                </li>
              );
            })}
          </ul>
          <Link to="/admin/risk" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
            {MSG.riskDecideInQueue}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Link>
        </>
      )}
    </section>
  );
}
