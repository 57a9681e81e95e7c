import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { MEMBER_STATUSES, MSG, type MemberStatus } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys } from './admin-queries';
import type { AdminMembersResponse } from '@sakinah/contract';
import { formatDate } from './format';
import { StatusBadge } from './status-badge';
import { useDebounced } from '../../lib/use-debounced';

const PAGE_SIZE = 25;

function isStatus(value: string | null): value is MemberStatus {
  return value !== null && (MEMBER_STATUSES as readonly string[]).includes(value);
}

export function MembersList() {
  // Status and page live in the URL, so the dashboard can link here and Back returns to the same page.
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim());

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const list = useQuery({
    queryKey: adminKeys.members(q, status, offset),
    queryFn: () => {
      const search = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
      if (q) search.set('q', q);
      if (status) search.set('status', status);
      return api<AdminMembersResponse>('GET', `/admin/members?${search}`);
    },
    placeholderData: keepPreviousData,
  });

  const total = list.data?.total ?? 0;
  const members = list.data?.members ?? [];

  return (
    <>
      <AdminHeading title="Members" intro="Find a member by name, email or phone." />
      <form role="search" onSubmit={(event) => event.preventDefault()} className="mb-4 grid gap-3 sm:grid-cols-[1fr_12rem]">
        <div>
          <label htmlFor="member-search" className="label">
            Search members
          </label>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 start-3 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
            <input
              id="member-search"
              type="search"
              className="input ps-9"
              placeholder="Name, email or phone"
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                update({ q: event.target.value.trim(), offset: '' });
              }}
            />
          </div>
        </div>
        <div>
          <label htmlFor="member-status" className="label">
            Status
          </label>
          <select id="member-status" className="input" value={status} onChange={(event) => update({ status: event.target.value, offset: '' })}>
            <option value="">All statuses</option>
            {MEMBER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
      </form>

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadError message={errorMessage(list.error, MSG.unexpectedErrorRetry)} onRetry={() => void list.refetch()} />
      ) : members.length === 0 ? (
        <p className="card p-6 text-center text-muted">No members match this search.</p>
      ) : (
        <div aria-busy={list.isFetching || undefined}>
          <p className="mb-2 text-sm text-muted" aria-live="polite">
            Showing {offset + 1}–{offset + members.length} of {total.toLocaleString('en-IN')}
          </p>

          {/* Phones: one card per member. */}
          <ul className="space-y-2 md:hidden">
            {members.map((m) => {
              const name = `${m.firstName} ${m.lastName}`.trim();
              return (
                <li key={m.id} className="card flex items-center gap-3 p-3">
                  <Avatar src={m.avatar} name={name} size={44} className="shrink-0" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-ink">{name}</p>
                    <p className="truncate text-xs text-muted">{m.email}</p>
                    <p className="mt-1 flex flex-wrap items-center gap-1.5">
                      <StatusBadge value={m.status} />
                      <StatusBadge value={m.paymentStatus} />
                    </p>
                  </div>
                  <Link to={`/admin/members/${m.id}`} className="shrink-0 rounded-full border border-brand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                    View<span className="sr-only"> {name}</span>
                  </Link>
                </li>
              );
            })}
          </ul>

          {/* Wider screens: a table. */}
          <div className="card relative hidden overflow-x-auto md:block">
            <table className="w-full text-start text-sm">
              <caption className="sr-only">Members</caption>
              <thead className="border-b border-brand-100 bg-brand-50/60 text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">Member</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Phone</th>
                  <th scope="col" className="px-3 py-2 font-semibold">City</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Status</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Payment</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Joined</th>
                  <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">Actions</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-100">
                {members.map((m) => {
                  const name = `${m.firstName} ${m.lastName}`.trim();
                  return (
                    <tr key={m.id} className="hover:bg-brand-50/40">
                      <td className="px-3 py-2">
                        <div className="flex items-center gap-2.5">
                          <Avatar src={m.avatar} name={name} size={32} className="shrink-0" />
                          <div className="min-w-0">
                            <p className="font-medium text-ink">{name}</p>
                            <p className="text-xs text-muted">{m.email}</p>
                          </div>
                        </div>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{m.contactNo || '—'}</td>
                      <td className="px-3 py-2">{m.city || '—'}</td>
                      <td className="px-3 py-2"><StatusBadge value={m.status} /></td>
                      <td className="px-3 py-2"><StatusBadge value={m.paymentStatus} /></td>
                      <td className="px-3 py-2 whitespace-nowrap">{formatDate(m.createdAt)}</td>
                      <td className="px-3 py-2 text-end">
                        <Link to={`/admin/members/${m.id}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                          View<span className="sr-only"> {name}</span>
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <nav aria-label="Pages of members" className="mt-4 flex items-center justify-between gap-3">
            <Button variant="back" size="sm" disabled={offset === 0} onClick={() => update({ offset: String(Math.max(0, offset - PAGE_SIZE)) })}>
              <ChevronLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
              Previous
            </Button>
            <span className="text-sm text-muted">
              Page {Math.floor(offset / PAGE_SIZE) + 1} of {Math.max(1, Math.ceil(total / PAGE_SIZE))}
            </span>
            <Button variant="back" size="sm" disabled={offset + PAGE_SIZE >= total} onClick={() => update({ offset: String(offset + PAGE_SIZE) })}>
              Next
              <ChevronRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            </Button>
          </nav>
        </div>
      )}
    </>
  );
}
