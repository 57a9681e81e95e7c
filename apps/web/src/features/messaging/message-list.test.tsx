import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MessageBubble, type BubbleItem } from './message-bubble';
import { MessageList } from './message-list';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 9, minute)).toISOString();
const message = (n: number, mine: boolean): BubbleItem => ({ key: `m${n}`, text: `Message ${n}`, createdAt: at(n), mine, masked: false, state: mine ? 'sent' : undefined });
const history = [message(1, false), message(2, true), message(3, false)];

function renderList(items: BubbleItem[], hasOlder = false) {
  const props = { otherName: 'Zainab', otherUserId: 'u-zainab', typingName: null, hasOlder, loadingOlder: false, onLoadOlder: vi.fn(), onRetry: vi.fn(), maskedNotice: 'Hidden for now.' };
  const view = render(<MessageList items={items} {...props} />);
  return { ...view, update: (next: BubbleItem[]) => view.rerender(<MessageList items={next} {...props} />) };
}

/** The polite line that announces new messages (the log itself is not live: its rows come and go with scrolling). */
const announcer = (container: HTMLElement) => container.querySelector('p.sr-only[aria-live="polite"]');

afterEach(cleanup);

describe('message list', () => {
  it('heads her messages with who is writing when it is not she herself (issue 41), and not mine', () => {
    const other = { id: 'u-zainab', name: 'Zainab', speaker: 'Iqbal (Zainab’s father)' };
    const bubble = (item: BubbleItem, continued = false) => (
      <MessageBubble item={item} showStatus={false} continued={continued} showMeta={false} onRetry={vi.fn()} other={other} maskedNotice="Hidden." />
    );
    const { rerender } = render(bubble(message(1, false)));
    expect(screen.getByText('Iqbal (Zainab’s father)')).toBeTruthy();
    rerender(bubble(message(2, false), true));
    expect(screen.queryByText('Iqbal (Zainab’s father)')).toBeNull();
    rerender(bubble(message(3, true)));
    expect(screen.queryByText('Iqbal (Zainab’s father)')).toBeNull();
  });

  it('the log is labelled and not live itself; the history already there is not announced', () => {
    const { container } = renderList(history);
    const log = screen.getByRole('log', { name: 'Messages with Zainab' });
    expect(log.getAttribute('aria-live')).toBe('off');
    expect(announcer(container)?.textContent).toBe('');
  });

  it('announces a message she sends while the conversation is open, not one I send', () => {
    const { container, update } = renderList(history);
    update([...history, message(4, false)]);
    expect(announcer(container)?.textContent).toBe('Zainab: Message 4');
    update([...history, message(4, false), message(5, true)]);
    expect(announcer(container)?.textContent).toBe('');
  });

  it('older pages arriving above are not announced', () => {
    const { container, update } = renderList(history, true);
    update([message(0, false), ...history]);
    expect(announcer(container)?.textContent).toBe('');
  });

  it('says where the conversation begins once there is nothing older, and offers older messages before that', () => {
    renderList(history, true);
    expect(screen.getByRole('button', { name: 'Load older messages' })).toBeTruthy();
    cleanup();
    renderList(history, false);
    expect(screen.getByText('This is the beginning of your conversation with Zainab.')).toBeTruthy();
  });
});
