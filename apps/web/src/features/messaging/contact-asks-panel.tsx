import { useId } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Handshake } from 'lucide-react';
import { API, ROUTES, type SharedContactsResponse } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { buttonClass } from '../../components/ui/button';
import { api } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { contactExchangeKeys } from '../../lib/query-keys';
import { useSession } from '../session/public';

const chatPath = (userId: string) => ROUTES.conversation.replace(':userId', encodeURIComponent(userId));

/** The Requests page's contact-sharing part: connections who asked to share phone numbers and emails, answered in chat. */
export function ContactAsksPanel() {
  const { t } = useT();
  const headingId = useId();
  const meId = useSession().user?.id ?? '';
  const asks = useQuery({
    queryKey: contactExchangeKeys.all,
    queryFn: ({ signal }) => api<SharedContactsResponse>('GET', API.contactExchanges, { signal }),
    select: (response) => response.exchanges.filter((exchange) => exchange.status === 'pending' && exchange.requesterId !== meId),
    enabled: meId !== '',
  });
  const list = asks.data ?? [];
  return (
    <section className="card space-y-3 p-4 sm:p-5" aria-labelledby={headingId}>
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
          <Handshake className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id={headingId} className="font-sans text-base font-semibold text-ink">
            {t('chat.sharingHeading')}
          </h2>
          <p className="text-sm text-muted">
            {list.length === 0 ? t('chat.noAsks') : t('chat.asksLead')}
          </p>
        </div>
      </div>
      {list.length > 0 && (
        <ul className="divide-y divide-brand-100">
          {list.map((ask) => {
            const name = `${ask.firstName} ${ask.lastName}`.trim();
            return (
              <li key={ask.userId} className="flex items-center gap-3 py-2.5">
                <Avatar src={ask.avatar} name={name} size={40} />
                <span className="min-w-0 flex-1 truncate text-sm font-medium text-ink">{name}</span>
                <Link to={chatPath(ask.userId)} className={buttonClass('secondary', 'sm')}>
                  {t('chat.answerInChat')}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
