import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { dayKey, formatDay } from './format';
import { MessageBubble, type BubbleItem } from './message-bubble';
import { useClock } from './use-clock';
import { useT } from '../../lib/i18n';

interface Props {
  /** Oldest first. */
  items: BubbleItem[];
  otherName: string;
  /** Who writes for her when it is not she herself ("Iqbal (Ayesha's father)"): the sender line of her messages. */
  speaker?: string | null;
  otherUserId: string;
  typingName: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** Why masked messages are masked (maskedNoticeOf). */
  maskedNotice: string;
}

const minuteOf = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);
const startsDay = (items: BubbleItem[], index: number) => index === 0 || dayKey(items[index - 1]!.createdAt) !== dayKey(items[index]!.createdAt);
/** Follows a message of the same sender on the same day. */
const continues = (items: BubbleItem[], index: number) => !startsDay(items, index) && items[index - 1]!.mine === items[index]!.mine;

function DayLine({ iso, now }: { iso: string; now: number }) {
  const { language } = useT();
  return (
    <p className="mt-4 mb-1 flex justify-center">
      <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">{formatDay(iso, now, language)}</span>
    </p>
  );
}

/** Start loading older messages this close to the top, so scrolling rarely has to wait. */
const LOAD_MARGIN_PX = 240;
const BOTTOM_SLACK_PX = 96;
/** A one- or two-line bubble with its time; rows are measured once drawn, so this only places unseen ones. */
const ESTIMATED_ROW_PX = 72;
/** Rows drawn beyond each edge of the screen, so a quick flick does not show blank space. */
const OVERSCAN_ROWS = 8;

/**
 * The conversation, virtualised: only the rows on screen (and a few beyond) are in the page, so a history of
 * thousands of messages costs what a screenful does (docs/performance.md, issue 17). The virtualiser keeps the
 * row under the reader in place when older pages arrive above it (anchorTo 'end') and follows new messages at
 * the bottom while the reader is there.
 */
export function MessageList({ items, otherName, otherUserId, speaker = null, typingName, hasOlder, loadingOlder, onLoadOlder, onRetry, maskedNotice }: Props) {
  const { t } = useT();
  const now = useClock();
  // One object for every row, so the memoised bubbles do not re-render for a new one each time.
  const other = useMemo(() => ({ id: otherUserId, name: otherName, speaker }), [otherUserId, otherName, speaker]);
  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seenNewest = useRef<string | undefined>(undefined);
  // Where the rows start inside the scroller (below the "older messages" line), measured once laid out.
  const [rowsTop, setRowsTop] = useState(0);

  const newest = items.at(-1);
  const newestKey = newest?.key;
  const newestMine = newest?.mine ?? false;
  // Only messages that arrive while the conversation is open are announced, never rows drawn by scrolling.
  const [newestAtOpen] = useState(newestKey);
  const announcement = newest && !newest.mine && newest.key !== newestAtOpen ? `${otherName}: ${newest.text}` : '';

  const getItemKey = useCallback((index: number) => items[index]?.key ?? index, [items]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualiser's methods are read during render by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey,
    overscan: OVERSCAN_ROWS,
    scrollMargin: rowsTop,
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: BOTTOM_SLACK_PX,
    // Open at the newest message: the first rows drawn are the last ones.
    initialOffset: () => items.length * ESTIMATED_ROW_PX,
  });
  const totalSize = virtualizer.getTotalSize();

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
    atBottom.current = true;
  }, []);

  const loadOlder = () => {
    if (hasOlder && !loadingOlder) onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (el.scrollTop < LOAD_MARGIN_PX) loadOlder();
  };

  useLayoutEffect(() => {
    const top = log.current?.offsetTop ?? 0;
    if (top !== rowsTop) setRowsTop(top);
  }, [rowsTop, hasOlder, loadingOlder]);

  // Before paint: my own new message always shows; at the bottom, rows measured taller than estimated keep it there.
  useLayoutEffect(() => {
    if (newestKey !== seenNewest.current && newestMine) toBottom();
    else if (atBottom.current) toBottom();
    seenNewest.current = newestKey;
  }, [newestKey, newestMine, totalSize, toBottom]);

  // The typing line should not push the latest message out of sight.
  useLayoutEffect(() => {
    if (typingName && atBottom.current) toBottom();
  }, [typingName, toBottom]);

  // A short history may not fill the screen, so there is nothing to scroll: load more at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight + LOAD_MARGIN_PX) onLoadOlder();
  }, [hasOlder, loadingOlder, totalSize, onLoadOlder]);

  let lastMineIndex = -1;
  items.forEach((item, index) => {
    if (item.mine && item.state !== 'sending' && item.state !== 'failed') lastMineIndex = index;
  });

  return (
    <div ref={scroller} onScroll={onScroll} className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain bg-cream px-3 py-3 sm:px-5">
      <div className="flex min-h-6 justify-center pt-1 pb-3">
        {hasOlder ? (
          <button
            type="button"
            onClick={loadOlder}
            disabled={loadingOlder}
            className="rounded-full px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:text-muted"
          >
            {loadingOlder ? t('chat.loadingOlder') : t('chat.loadOlder')}
          </button>
        ) : items.length > 0 ? (
          <p className="text-xs text-muted">{t('chat.beginning', { name: otherName })}</p>
        ) : null}
      </div>
      {/* Not live itself: rows come and go as the reader scrolls; the line below announces new messages. */}
      <div
        ref={log}
        role="log"
        aria-live="off"
        aria-label={t('chat.listLabel', { name: otherName })}
        className="relative"
        style={items.length > 0 ? { height: totalSize } : undefined}
      >
        {items.length === 0 && (
          <p className="mx-auto mt-10 max-w-xs text-center text-sm text-muted">
            {t('chat.empty', { name: otherName })}
          </p>
        )}
        {virtualizer.getVirtualItems().map((row) => {
          const index = row.index;
          const item = items[index]!;
          const next = items[index + 1];
          const showMeta = !next || next.mine !== item.mine || next.masked || Boolean(item.warning) || minuteOf(next.createdAt) !== minuteOf(item.createdAt);
          // A row's height depends on the message after it, never on the one before (the day line and the space
          // before a message are drawn at the end of the row above): when an older page arrives above, the rows
          // already on screen keep their height, so the reader's place holds to the pixel.
          const nextNewDay = next !== undefined && startsDay(items, index + 1);
          return (
            <div
              key={row.key}
              data-index={index}
              ref={virtualizer.measureElement}
              // flow-root: the margins inside stay inside the row, so its measured height includes them.
              className={`absolute top-0 start-0 flow-root w-full ${next === undefined ? '' : continues(items, index + 1) ? 'pb-1' : 'pb-3'}`}
              style={{ transform: `translateY(${row.start - rowsTop}px)` }}
            >
              {index === 0 && !hasOlder && <DayLine iso={item.createdAt} now={now} />}
              <MessageBubble
                item={item}
                continued={continues(items, index)}
                showMeta={showMeta || item.masked}
                showStatus={index === lastMineIndex}
                onRetry={onRetry}
                other={other}
                maskedNotice={maskedNotice}
              />
              {nextNewDay && <DayLine iso={next.createdAt} now={now} />}
            </div>
          );
        })}
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <div role="status" aria-live="polite" className="min-h-6 px-1 pt-2 text-xs text-muted italic">
        {typingName ? t('chat.typing', { name: typingName }) : ''}
      </div>
    </div>
  );
}
