import { useInfiniteQuery } from '@tanstack/react-query';
import { MSG } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys } from './admin-queries';
import type { AdminAuditResponse } from '@sakinah/contract';
import { formatDateTime } from './format';

const PAGE = 100;

/** Compact JSON on one logical line; nothing shows as a dash. */
function json(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 1).replace(/\n\s*/g, ' ');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Plan snapshots hold every field; showing only the keys that changed keeps a row readable.
 * When nothing differs (or either side is not an object), both sides are shown whole.
 */
function changes(before: unknown, after: unknown): [unknown, unknown] {
  if (!isRecord(before) || !isRecord(after)) return [before, after];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return [before, after];
  const pick = (source: Record<string, unknown>) => Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
  return [pick(before), pick(after)];
}

export function AuditPage() {
  const audit = useInfiniteQuery({
    queryKey: adminKeys.audit,
    initialPageParam: '',
    queryFn: ({ pageParam }) =>
      api<AdminAuditResponse>('GET', `/admin/audit?limit=${PAGE}${pageParam ? `&before=${encodeURIComponent(pageParam)}` : ''}`),
    // A full page means there may be older entries, starting before the last one shown.
    getNextPageParam: (last) => (last.entries.length === PAGE ? last.entries[last.entries.length - 1]!.createdAt : undefined),
  });
  const entries = audit.data?.pages.flatMap((p) => p.entries) ?? [];

  return (
    <>
      <AdminHeading title="Audit Trail" intro="Every administrative decision, newest first. Read-only." />
      {audit.isPending ? (
        <PageLoading />
      ) : audit.isError ? (
        <LoadError message={errorMessage(audit.error, MSG.unexpectedErrorRetry)} onRetry={() => void audit.refetch()} />
      ) : entries.length === 0 ? (
        <p className="card p-6 text-center text-muted">Nothing recorded yet.</p>
      ) : (
        <>
          <div className="card relative overflow-x-auto">
            <table className="w-full min-w-[48rem] text-start text-sm">
              <thead className="border-b border-brand-100 bg-brand-50/60 text-xs text-muted uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">When</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Who</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Action</th>
                  <th scope="col" className="px-3 py-2 font-semibold">On</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Before → after</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-brand-100 align-top">
                {entries.map((e) => {
                  const [before, after] = changes(e.before, e.after);
                  return (
                    <tr key={e.id}>
                      <td className="min-w-28 px-3 py-2">
                        <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{e.actorEmail}</td>
                      <td className="px-3 py-2">
                        <code className="rounded bg-brand-50 px-1.5 py-0.5 text-xs whitespace-nowrap text-brand-800">{e.action}</code>
                      </td>
                      <td className="min-w-44 max-w-60 px-3 py-2 break-words">
                        {e.targetLabel || e.targetId}
                        <span className="block text-xs text-muted">{e.targetType}</span>
                      </td>
                      <td className="min-w-72 max-w-md px-3 py-2">
                        <pre className="text-xs whitespace-pre-wrap [overflow-wrap:anywhere] text-muted">
                          <span className="sr-only">Before: </span>
                          {json(before)}
                        </pre>
                        <pre className="mt-1 text-xs whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">
                          <span aria-hidden="true">→ </span>
                          <span className="sr-only">After: </span>
                          {json(after)}
                        </pre>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="mt-4 flex justify-center">
            {audit.hasNextPage ? (
              <Button variant="back" onClick={() => void audit.fetchNextPage()} disabled={audit.isFetchingNextPage}>
                {audit.isFetchingNextPage ? 'Loading…' : 'Load older'}
              </Button>
            ) : (
              <p className="text-sm text-muted">That is the oldest entry.</p>
            )}
          </div>
        </>
      )}
    </>
  );
}
