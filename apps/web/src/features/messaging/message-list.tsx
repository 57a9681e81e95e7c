import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { dayKey, formatDay } from './format';
import { MessageBubble, type BubbleItem } from './message-bubble';
import { useClock } from './use-clock';

interface Props {
  /** Oldest first. */
  items: BubbleItem[];
  otherName: string;
  otherUserId: string;
  typingName: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
}

const minuteOf = (iso: string) => Math.floor(new Date(iso).getTime() / 60_000);

/** Start loading older messages this close to the top, so scrolling rarely has to wait. */
const LOAD_MARGIN_PX = 240;
const BOTTOM_SLACK_PX = 96;

export function MessageList({ items, otherName, otherUserId, typingName, hasOlder, loadingOlder, onLoadOlder, onRetry }: Props) {
  const now = useClock();
  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages were added, to keep the view where it was.
  const restoreFromBottom = useRef<number | null>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ oldest?: string; newest?: string }>({});

  const oldestKey = items[0]?.key;
  const newest = items.at(-1);
  const newestKey = newest?.key;
  const newestMine = newest?.mine ?? false;

  const loadOlder = () => {
    const el = scroller.current;
    if (!el || !hasOlder || loadingOlder) return;
    restoreFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  };

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK_PX;
    if (el.scrollTop < LOAD_MARGIN_PX) loadOlder();
  };

  // Before paint: older messages keep the reader's place; a new one at the bottom follows it.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = seen.current;
    if (restoreFromBottom.current !== null && oldestKey !== before.oldest) {
      el.scrollTop = el.scrollHeight - restoreFromBottom.current;
      restoreFromBottom.current = null;
    } else if (newestKey !== before.newest && (atBottom.current || newestMine)) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
    seen.current = { oldest: oldestKey, newest: newestKey };
  }, [oldestKey, newestKey, newestMine]);

  // The typing line should not push the latest message out of sight.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && typingName && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [typingName]);

  // A short history may not fill the screen, so there is nothing to scroll: load more at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight + LOAD_MARGIN_PX) {
      restoreFromBottom.current = el.scrollHeight - el.scrollTop;
      onLoadOlder();
    }
  }, [hasOlder, loadingOlder, oldestKey, onLoadOlder]);

  let lastMineIndex = -1;
  items.forEach((item, index) => {
    if (item.mine && item.state !== 'sending' && item.state !== 'failed') lastMineIndex = index;
  });

  return (
    <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain bg-cream px-3 py-3 sm:px-5">
      <div className="flex min-h-6 justify-center py-1">
        {hasOlder ? (
          <button
            type="button"
            onClick={loadOlder}
            disabled={loadingOlder}
            className="rounded-full px-3 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 disabled:text-muted"
          >
            {loadingOlder ? 'Loading older messages…' : 'Load older messages'}
          </button>
        ) : items.length > 0 ? (
          <p className="text-xs text-muted">This is the beginning of your conversation with {otherName}.</p>
        ) : null}
      </div>
      <div role="log" aria-live="polite" aria-relevant="additions" aria-label={`Messages with ${otherName}`}>
        {items.length === 0 && (
          <p className="mx-auto mt-10 max-w-xs text-center text-sm text-muted">
            No messages yet. Say salaam to {otherName} and begin with kindness.
          </p>
        )}
        {items.map((item, index) => {
          const previous = items[index - 1];
          const newDay = !previous || dayKey(previous.createdAt) !== dayKey(item.createdAt);
          const continued = !newDay && previous !== undefined && previous.mine === item.mine;
          const next = items[index + 1];
          const showMeta = !next || next.mine !== item.mine || next.masked || Boolean(item.warning) || minuteOf(next.createdAt) !== minuteOf(item.createdAt);
          return (
            <Fragment key={item.key}>
              {newDay && (
                <p className="mt-4 mb-1 flex justify-center">
                  <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">{formatDay(item.createdAt, now)}</span>
                </p>
              )}
              <MessageBubble item={item} continued={continued} showMeta={showMeta || item.masked} showStatus={index === lastMineIndex} onRetry={onRetry} other={{ id: otherUserId, name: otherName }} />
            </Fragment>
          );
        })}
      </div>
      <div role="status" aria-live="polite" className="min-h-6 px-1 pt-2 text-xs text-muted italic">
        {typingName ? `${typingName} is typing…` : ''}
      </div>
    </div>
  );
}
