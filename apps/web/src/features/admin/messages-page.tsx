import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, RotateCcw } from 'lucide-react';
import { MSG } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { AdminHeading, LoadError } from './admin-layout';
import { adminKeys, useAdminAction } from './admin-queries';
import type { AdminContactMessage, AdminContactMessagesResponse } from '@sakinah/contract';
import { formatDateTime } from './format';
import { PriorityBadge } from './priority-badge';
import { StatusBadge } from './status-badge';

type Filter = 'open' | 'handled' | 'all';
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: 'open', label: 'Open' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

export function MessagesPage() {
  const [filter, setFilter] = useState<Filter>('open');
  const messages = useQuery({
    queryKey: adminKeys.messages(filter),
    queryFn: () => {
      const query = filter === 'all' ? '' : `?handled=${filter === 'handled'}`;
      return api<AdminContactMessagesResponse>('GET', `/admin/contact-messages${query}`);
    },
    select: (response) => response.messages,
  });

  return (
    <>
      <AdminHeading title="Contact Messages" intro="Messages sent through the contact form. Members whose plan includes priority support come first." />
      <div className="mb-5 max-w-56">
        <label htmlFor="message-filter" className="label">
          Show
        </label>
        <select id="message-filter" className="input" value={filter} onChange={(e) => setFilter(e.target.value as Filter)}>
          {FILTERS.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {messages.isPending ? (
        <PageLoading />
      ) : messages.isError ? (
        <LoadError message={errorMessage(messages.error, MSG.unexpectedErrorRetry)} onRetry={() => void messages.refetch()} />
      ) : messages.data.length === 0 ? (
        <p className="card p-6 text-center text-muted">{filter === 'open' ? 'No open messages. All caught up.' : 'No messages here.'}</p>
      ) : (
        <ul className="space-y-3">
          {messages.data.map((m) => (
            <li key={m.id}>
              <MessageCard message={m} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
  const update = useAdminAction();
  const headingId = `message-${message.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`card p-4 ${message.priority ? 'border-s-4 border-s-gold-400' : ''} ${message.handled ? 'opacity-90' : ''}`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold text-ink">
            {message.name}
            {message.priority && <PriorityBadge />}
          </h2>
          <p className="text-sm break-all text-muted">
            <a href={`mailto:${message.email}`} className="text-brand-700 underline-offset-2 hover:underline">
              {message.email}
            </a>
            {message.contactNo && <> · {message.contactNo}</>}
          </p>
        </div>
        <div className="flex items-center gap-2 text-xs text-muted">
          <StatusBadge value={message.handled ? 'Handled' : 'Open'} />
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
        </div>
      </header>
      {/* Plain text only: React escapes it, and pre-wrap keeps the sender's line breaks. */}
      <p className="mt-3 text-sm break-words whitespace-pre-wrap text-ink">{message.message}</p>
      <div className="mt-3 flex justify-end">
        <Button
          size="sm"
          variant={message.handled ? 'back' : 'primary'}
          disabled={update.isPending}
          onClick={() => update.mutate({ method: 'PUT', path: `/admin/contact-messages/${message.id}`, body: { handled: !message.handled } })}
        >
          {message.handled ? <RotateCcw className="h-4 w-4" aria-hidden="true" /> : <Check className="h-4 w-4" aria-hidden="true" />}
          {message.handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </div>
    </article>
  );
}
