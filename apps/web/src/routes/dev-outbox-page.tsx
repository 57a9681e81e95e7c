import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BellRing, Mail, MessageCircle, RefreshCw, Smartphone } from 'lucide-react';
import { API, type OutboxResponse } from '@sakinah/contract';
import { api, errorMessage } from '../lib/api';
import { Seo } from '../lib/seo';
import { Button } from '../components/ui/button';

const CHANNEL_ICON = { email: Mail, whatsapp: MessageCircle, sms: Smartphone, push: BellRing } as const;

/** Development only: the mail, WhatsApp and SMS messages the embedded providers kept, and pushes to browsers' push services. */
export default function DevOutboxPage() {
  const [filter, setFilter] = useState('');
  const [to, setTo] = useState('');
  const query = useQuery({
    queryKey: ['dev-outbox', to],
    queryFn: () =>
      api<OutboxResponse>('GET', `${API.devOutbox}${to ? `?to=${encodeURIComponent(to)}` : ''}`),
    refetchInterval: 5000,
  });

  return (
    <section className="container-page section">
      <Seo title="Dev outbox" description="Messages kept by the development mail and OTP providers." />
      <p className="eyebrow">Development</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-700">Outbox</h1>
      <p className="mt-2 max-w-2xl text-sm text-muted">
        Mail, WhatsApp and SMS messages are kept here instead of being sent while no real provider is configured. This page
        does not exist in production.
      </p>
      <form
        className="mt-6 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setTo(filter.trim());
        }}
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="outbox-to" className="label">
            Recipient (email or phone)
          </label>
          <input id="outbox-to" className="input" value={filter} onChange={(e) => setFilter(e.target.value)} placeholder="All recipients" />
        </div>
        <Button type="submit">Filter</Button>
        <Button variant="back" onClick={() => void query.refetch()} aria-label="Refresh">
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh
        </Button>
      </form>
      <div className="mt-8 space-y-3">
        {query.isPending && <p className="text-muted">Loading...</p>}
        {query.isError && <p className="text-red-700">{errorMessage(query.error, 'Could not load the outbox')}</p>}
        {query.data?.messages.length === 0 && <p className="text-muted">No messages{to ? ` for ${to}` : ''} yet.</p>}
        {query.data?.messages.map((message, index) => {
          const Icon = CHANNEL_ICON[message.channel];
          return (
            <article key={`${message.createdAt}-${index}`} className="card p-4">
              <header className="flex flex-wrap items-center gap-2 text-sm">
                <Icon className="h-4 w-4 text-brand-600" aria-hidden="true" />
                <span className="font-semibold uppercase text-brand-700">{message.channel}</span>
                <span className="text-muted">to {message.to}</span>
                <time className="ms-auto text-xs text-muted" dateTime={message.createdAt}>
                  {new Date(message.createdAt).toLocaleString()}
                </time>
              </header>
              {message.subject && <h2 className="mt-2 font-sans font-semibold">{message.subject}</h2>}
              <pre className="mt-2 font-sans text-sm whitespace-pre-wrap text-ink/90">{message.text}</pre>
            </article>
          );
        })}
      </div>
    </section>
  );
}
