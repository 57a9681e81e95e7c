import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, ClipboardCheck, CreditCard, Flag, History, LayoutDashboard, Mail, ShieldAlert, Tags, Users, type LucideIcon } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { riskItemsQuery, useDashboard } from './admin-queries';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
}

const NAV: readonly NavItem[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/review', label: 'Review queue', icon: ClipboardCheck },
  { to: '/admin/verifications', label: 'Verifications', icon: BadgeCheck },
  { to: '/admin/members', label: 'Members', icon: Users },
  { to: '/admin/plans', label: 'Plans', icon: Tags },
  { to: '/admin/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/reports', label: 'Reports', icon: Flag },
  { to: ROUTES.adminRisk, label: 'Risk', icon: ShieldAlert },
  { to: '/admin/audit', label: 'Audit trail', icon: History },
];

/** The console frame: a side menu on wide screens; on phones and tablets every section in wrapping rows, none hidden off screen. */
export function AdminLayout({ children }: { children: ReactNode }) {
  // Shares the dashboard's cache, so the badge costs no extra request.
  const dashboard = useDashboard();
  const pending = dashboard.data?.pendingReviews ?? 0;
  // The open Risk items, shared with the Risk page's open tab.
  const openRisk = useQuery(riskItemsQuery('open')).data?.length ?? 0;
  const counts: Record<string, { n: number; label: string }> = {
    '/admin/review': { n: pending, label: 'waiting' },
    [ROUTES.adminRisk]: { n: openRisk, label: 'open' },
  };

  return (
    <div className="container-page py-6 sm:py-10">
      <p className="eyebrow mb-3">Sakinah administration</p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8">
        <nav aria-label="Administration" className="-mx-4 min-w-0 sm:-mx-6 lg:mx-0">
          <ul className="flex flex-wrap gap-1 px-4 sm:px-6 lg:sticky lg:top-24 lg:flex-col lg:flex-nowrap lg:px-0">
            {NAV.map(({ to, label, icon: Icon, end }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={end}
                  className={({ isActive }) =>
                    `flex items-center gap-2.5 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500 ${
                      isActive ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50'
                    }`
                  }
                >
                  {({ isActive }) => (
                    <>
                      <Icon className={`h-4 w-4 shrink-0 ${isActive ? 'text-white' : 'text-brand-700'}`} aria-hidden="true" />
                      <span>{label}</span>
                      {(counts[to]?.n ?? 0) > 0 && (
                        <span
                          className={`ms-auto rounded-full px-1.5 py-0.5 text-xs font-bold ${isActive ? 'bg-white text-brand-800' : 'bg-gold-400 text-brand-900'}`}
                        >
                          {counts[to]!.n}
                          <span className="sr-only"> {counts[to]!.label}</span>
                        </span>
                      )}
                    </>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}

/** The one h1 of each section, with an optional line under it and actions on the right. */
export function AdminHeading({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="font-display text-3xl font-bold text-brand-800 sm:text-4xl">{title}</h1>
        {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A load error with a retry, used by every section. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="card border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
        Try again
      </button>
    </div>
  );
}
