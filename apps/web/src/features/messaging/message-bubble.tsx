import { memo } from 'react';
import { AlertCircle } from 'lucide-react';
import { formatFull, formatTime } from './format';
import { ScamWarning } from './scam-warning';
import { useT } from '../../lib/i18n';

export interface BubbleItem {
  key: string;
  /** The server's id, once it has one. */
  id?: string;
  text: string;
  createdAt: string;
  mine: boolean;
  masked: boolean;
  /** Only for my messages: where they stand. */
  state?: 'sending' | 'failed' | 'sent' | 'seen';
  readAt?: string | null;
  clientId?: string;
  /** Only on messages to me the server found scam-like. */
  warning?: { categories: string[] };
}

interface Props {
  item: BubbleItem;
  /** The delivery status is shown under my latest message only, like most messengers. */
  showStatus: boolean;
  /** Follows a message of the same sender: no repeated corner (the list puts less space before it). */
  continued: boolean;
  /** The time line; left out inside a quick run of messages, where it would only repeat. */
  showMeta: boolean;
  onRetry: (clientId: string) => void;
  /** The other member, for a Report from a warning. */
  other: { id: string; name: string; speaker?: string | null };
  /** Why a masked message is masked, as the conversation stands (agreement, a guardian, the plan). */
  maskedNotice: string;
}

/** Memoised: scrolling the virtualised list re-renders it on every new range, not each bubble. */
export const MessageBubble = memo(function MessageBubble({ item, showStatus, continued, showMeta, onRetry, other, maskedNotice }: Props) {
  const { t } = useT();
  const { mine } = item;
  const failed = item.state === 'failed';
  return (
    <div className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
      {/* Outside the bubble, so the bubble's text is exactly the message. */}
      {mine && <span className="sr-only">{t('chat.you')}</span>}
      {/* Who is writing, when it is not the member herself: at the head of each run of her messages. */}
      {!mine && !continued && other.speaker && <span className="mb-0.5 text-xs font-medium text-brand-700">{other.speaker}</span>}
      <div
        dir="auto"
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-[15px] leading-relaxed break-words whitespace-pre-wrap shadow-sm sm:max-w-[70%] ${
          mine
            ? `bg-brand-700 text-white ${continued ? '' : 'rounded-ee-md'} ${item.state === 'sending' ? 'opacity-80' : ''} ${failed ? 'ring-2 ring-red-300' : ''}`
            : `border border-brand-100 bg-white text-ink ${continued ? '' : 'rounded-es-md'}`
        }`}
      >
        {item.text}
      </div>
      {item.masked && <p className="mt-1 max-w-[85%] text-xs text-gold-700 sm:max-w-[70%]">{maskedNotice}</p>}
      {!mine && item.warning && item.id && <ScamWarning message={{ id: item.id, text: item.text }} otherUserId={other.id} otherName={other.name} />}
      {(showMeta || showStatus || item.state === 'sending' || failed) && (
        <MetaLine item={item} showStatus={showStatus} onRetry={onRetry} />
      )}
    </div>
  );
});

/** Time and, for my messages, where they stand: Sending…, Not sent — Retry, Sent, Seen at. */
function MetaLine({ item, showStatus, onRetry }: Pick<Props, 'item' | 'showStatus' | 'onRetry'>) {
  const { t, language } = useT();
  const { mine, state } = item;
  return (
    <p className="mt-0.5 flex items-center gap-1 px-1 text-xs text-muted">
      <time dateTime={item.createdAt} title={formatFull(item.createdAt, language)}>
        {formatTime(item.createdAt, language)}
      </time>
      {mine && state === 'sending' && <span>{t('chat.sending')}</span>}
      {mine && state === 'failed' && (
        <span className="flex items-center gap-1 font-medium text-red-700">
          · <AlertCircle className="h-3.5 w-3.5" aria-hidden="true" />
          {t('chat.notSent')}
          <button
            type="button"
            className="rounded px-1 py-0.5 font-semibold text-red-700 underline underline-offset-2 hover:bg-red-50 hover:text-red-800"
            onClick={() => item.clientId && onRetry(item.clientId)}
          >
            {t('chat.retry')}
          </button>
        </span>
      )}
      {mine && showStatus && state === 'sent' && <span>{t('chat.sent')}</span>}
      {mine && showStatus && state === 'seen' && item.readAt && <span>{t('chat.seenAt', { time: formatTime(item.readAt, language) })}</span>}
    </p>
  );
}
