import { Link } from 'react-router';
import { Lock, ShieldAlert } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../components/ui/avatar';
import { conversationPath, formatFull, formatRelative, fullName } from './format';
import type { ConversationSummary } from '@sakinah/contract';
import { useClock } from './use-clock';

/** The conversations, newest first, with the one on screen highlighted. */
export function ConversationList({ conversations, activeId }: { conversations: ConversationSummary[]; activeId: string | null }) {
  const now = useClock();
  const { t } = useT();
  if (conversations.length === 0) {
    return (
      <div className="p-6 text-center text-sm text-muted">
        <p>
          {t('chat.noConversations')}{' '}
          <Link to={ROUTES.featuredProfiles} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('chat.featuredProfiles')}
          </Link>{' '}
          {t('chat.toStartChatting')}
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={t('chat.conversations')} className="divide-y divide-brand-50">
      {conversations.map((conversation) => (
        <li key={conversation.otherUserId}>
          <ConversationRow conversation={conversation} active={conversation.otherUserId === activeId} now={now} />
        </li>
      ))}
    </ul>
  );
}

function ConversationRow({ conversation: c, active, now }: { conversation: ConversationSummary; active: boolean; now: number }) {
  const { t, language, formatNumber } = useT();
  const name = fullName(c);
  const preview = c.lastMessage
    ? c.lastMessage.fromMe
      ? t('chat.youPrefix', { text: c.lastMessage.text ?? '' })
      : c.lastMessage.text
    : t('chat.noMessagesYet');
  return (
    <Link
      to={conversationPath(c.otherUserId)}
      aria-current={active ? 'page' : undefined}
      className={`flex items-center gap-3 px-4 py-3 transition-colors focus-visible:outline-offset-[-2px] ${
        active ? 'bg-brand-50' : 'hover:bg-cream'
      }`}
    >
      {/* The name is right beside it: the photo adds nothing for a screen reader. */}
      <span aria-hidden="true" className="shrink-0">
        <Avatar src={c.avatar} name={name} size={48} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span className={`truncate text-sm ${c.unread > 0 ? 'font-bold text-ink' : 'font-semibold text-ink'}`}>{name}</span>
          {c.lastMessage && (
            <time dateTime={c.lastMessage.createdAt} title={formatFull(c.lastMessage.createdAt, language)} className="shrink-0 text-xs text-muted">
              {formatRelative(c.lastMessage.createdAt, now, language)}
            </time>
          )}
        </span>
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span className={`flex min-w-0 items-center gap-1 text-sm ${c.unread > 0 ? 'font-medium text-ink' : 'text-muted'}`}>
            {c.lastMessage?.warning && !c.lastMessage.fromMe && (
              <ShieldAlert className="h-4 w-4 shrink-0 text-gold-700" role="img" aria-label={t('scamWarningTitle')} />
            )}
            <span dir="auto" className="truncate">{preview}</span>
          </span>
          {c.unread > 0 && (
            <span className="inline-flex min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white">
              <span aria-hidden="true">{c.unread > 99 ? `${formatNumber(99)}+` : formatNumber(c.unread)}</span>
              <span className="sr-only">{t('chat.unread', { count: formatNumber(c.unread) })}</span>
            </span>
          )}
        </span>
        {!c.open && (
          <span className="mt-1 inline-flex items-center gap-1 rounded-full bg-gold-50 px-2 py-0.5 text-xs font-medium text-gold-700">
            <Lock className="h-3 w-3" aria-hidden="true" />
            {c.left ? t('chat.leftSakinah') : t('chat.closed')}
          </span>
        )}
      </span>
    </Link>
  );
}
