import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Eye, Inbox, MessageCircle } from 'lucide-react';
import { API, type ConversationSummary, type ConversationsResponse, type GuardedMember, type GuardedMembersResponse, type MessageHistoryResponse, type RequestDataResponse, type RequestItem } from '@sakinah/contract';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { PageLoading } from '../../components/ui/page-loading';
import { api, errorMessage } from '../../lib/api';
import { isolate, useT } from '../../lib/i18n';
import { formatFull, formatTime } from '../messaging/public';
import { ContactApprovals } from './contact-approvals';

const guardianKeys = {
  members: ['guardian', 'members'] as const,
  requests: (memberId: string) => ['guardian', 'requests', memberId] as const,
  conversations: (memberId: string) => ['guardian', 'conversations', memberId] as const,
  thread: (memberId: string, otherUserId: string) => ['guardian', 'thread', memberId, otherUserId] as const,
};

const memberPath = (memberId: string) => `${API.guardianMembers}/${encodeURIComponent(memberId)}`;
const nameOf = (person: { firstName: string; lastName: string }, member: string) => `${person.firstName} ${person.lastName}`.trim() || member;

function ErrorNote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useT();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      <p>{errorMessage(error, t('unexpectedErrorRetry'))}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline underline-offset-2">
        {t('guardianHome.tryAgain')}
      </button>
    </div>
  );
}

/** The guardian's view of every member who invited them: read-only, but for contact exchanges she is asked to approve. */
export function GuardianHome() {
  const { t } = useT();
  const members = useQuery({
    queryKey: guardianKeys.members,
    queryFn: () => api<GuardedMembersResponse>('GET', API.guardianMembers),
    select: (response) => response.members,
  });

  if (members.isPending) return <PageLoading />;
  if (members.isError) return <ErrorNote error={members.error} onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) {
    return <p className="card p-6 text-center text-muted">{t('guardianHome.noneYet')}</p>;
  }
  return (
    <div className="space-y-8">
      <ContactApprovals />
      <ul className="space-y-8">
        {members.data.map((member) => (
          <li key={member.memberId}>
            <MemberCard member={member} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function MemberCard({ member }: { member: GuardedMember }) {
  const headingId = useId();
  const { t } = useT();
  // She deleted her account: a plain sentence where her card was, nothing to open (issue 41).
  if (member.accountState === 'deleted') {
    return <p className="card p-5 text-muted sm:p-7">{t('guardianHome.wardDeleted')}</p>;
  }
  return (
    <article aria-labelledby={headingId} className="card p-5 sm:p-7">
      <header className="flex items-center gap-3 border-b border-brand-100 pb-4">
        <Avatar src={null} name={nameOf(member, t('guardianHome.member'))} size={48} />
        <h2 id={headingId} className="min-w-0 text-2xl font-bold break-words text-brand-800">
          {nameOf(member, t('guardianHome.member'))}
        </h2>
      </header>
      {member.accountState === 'deactivated' && (
        <p className="mt-4 rounded-xl border border-gold-200 bg-gold-50 p-4 text-sm text-gold-700">
          {t('guardianHome.wardDeactivated', { name: member.firstName })}
        </p>
      )}
      <RequestsSection member={member} />
      <ConversationsSection member={member} />
    </article>
  );
}

function RequestsSection({ member }: { member: GuardedMember }) {
  const { t } = useT();
  const headingId = useId();
  const query = useQuery({
    queryKey: guardianKeys.requests(member.memberId),
    queryFn: () => api<RequestDataResponse>('GET', `${memberPath(member.memberId)}/requests`),
    select: (response) => response.data,
  });

  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <Inbox className="h-5 w-5 text-gold-600" aria-hidden="true" />
        {t('guardianHome.requests')}
      </h3>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="mt-3">
          <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          <RequestList title={t('guardianHome.connections')} items={query.data.requests.list} empty={t('guardianHome.noConnections')} />
          <RequestList title={t('guardianHome.received')} items={query.data.incomingRequests.list} empty={t('guardianHome.noReceived')} />
          <RequestList title={t('guardianHome.sent')} items={query.data.outgoingRequests.list} empty={t('guardianHome.noSent')} />
        </div>
      )}
    </section>
  );
}

const STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'removed'] as const;
const isStatus = (status: string): status is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(status);

function RequestList({ title, items, empty }: { title: string; items: RequestItem[]; empty: string }) {
  const { t, formatNumber } = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <h4 id={headingId} className="font-semibold text-brand-800">
        {title} <span className="text-sm font-normal text-muted">({formatNumber(items.length)})</span>
      </h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{empty}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((item) => (
            <li key={item.requestId} className="flex items-center gap-3">
              <Avatar src={item.avatar} name={nameOf(item, t('guardianHome.member'))} size={36} />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold text-ink">{nameOf(item, t('guardianHome.member'))}</p>
                <p className="text-xs text-muted">
                  {isStatus(item.status) ? t(`guardianHome.status.${item.status}`) : item.status} · <time dateTime={item.createdAt}>{formatFull(item.createdAt)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ConversationsSection({ member }: { member: GuardedMember }) {
  const { t } = useT();
  const headingId = useId();
  const [open, setOpen] = useState<ConversationSummary | null>(null);
  const query = useQuery({
    queryKey: guardianKeys.conversations(member.memberId),
    queryFn: () => api<ConversationsResponse>('GET', `${memberPath(member.memberId)}/conversations`),
    select: (response) => response.conversations,
    enabled: member.canReadConversations,
  });

  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h3 id={headingId} className="flex items-center gap-2 text-xl font-bold text-brand-800">
        <MessageCircle className="h-5 w-5 text-gold-600" aria-hidden="true" />
        {t('guardianHome.conversations')}
      </h3>
      {!member.canReadConversations ? (
        <p className="mt-2 text-sm text-muted">{t('guardianHome.notShared', { name: member.firstName })}</p>
      ) : query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div className="mt-3">
          <ErrorNote error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : query.data.length === 0 ? (
        <p className="mt-2 text-sm text-muted">{t('guardianHome.noConversations')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-brand-100 rounded-xl border border-brand-100">
          {query.data.map((conversation) => (
            <li key={conversation.otherUserId}>
              <button
                type="button"
                onClick={() => setOpen(conversation)}
                className="flex w-full items-center gap-3 px-4 py-3 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-gold-500"
              >
                <Avatar src={null} name={nameOf(conversation, t('guardianHome.member'))} size={36} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink">{nameOf(conversation, t('guardianHome.member'))}</span>
                  <span dir="auto" className="block truncate text-xs text-muted">
                    {conversation.lastMessage
                      ? `${conversation.lastMessage.fromMe ? `${member.firstName}: ` : ''}${conversation.lastMessage.text}`
                      : t('guardianHome.noMessages')}
                  </span>
                </span>
                <Eye className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="sr-only">{t('guardianHome.read')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t('guardianHome.pair', { member: isolate(member.firstName), other: isolate(nameOf(open, t('guardianHome.member'))) }) : ''}
        description={t('guardianHome.readOnlyThread')}
        size="md"
        actions={
          <Button variant="back" onClick={() => setOpen(null)}>
            {t('guardianHome.close')}
          </Button>
        }
      >
        {open && <Thread member={member} other={open} />}
      </Modal>
    </section>
  );
}

function Thread({ member, other }: { member: GuardedMember; other: ConversationSummary }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: guardianKeys.thread(member.memberId, other.otherUserId),
    queryFn: () =>
      api<MessageHistoryResponse>('GET', `${memberPath(member.memberId)}/messages/${encodeURIComponent(other.otherUserId)}`),
    // The server sends the newest first; a conversation reads oldest first.
    select: (response) => [...response.messages].reverse(),
  });

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <ErrorNote error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="text-sm text-muted">{t('guardianHome.noMessagesThread')}</p>;
  return (
    <ol className="max-h-[50vh] space-y-2 overflow-y-auto rounded-xl bg-brand-50/50 p-3" aria-label={t('guardianHome.messages')} tabIndex={0}>
      {query.data.map((message) => {
        const mine = message.senderId === member.memberId;
        return (
          <li key={message.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
            <div
              className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
                mine ? 'bg-brand-700 text-white' : 'border border-brand-100 bg-white text-ink'
              }`}
            >
              <p className="sr-only">{mine ? member.firstName : other.firstName}:</p>
              <p dir="auto" className="break-words whitespace-pre-wrap">{message.text}</p>
              <p className={`mt-1 text-end text-xs ${mine ? 'text-brand-100' : 'text-muted'}`}>
                <time dateTime={message.createdAt} title={formatFull(message.createdAt)}>
                  {formatTime(message.createdAt)}
                </time>
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
