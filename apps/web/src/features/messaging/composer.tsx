import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Lock, SendHorizontal } from 'lucide-react';
import { MESSAGE_MAX_CHARS } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Button } from '../../components/ui/button';

/** The counter appears near the limit only, so it does not distract in ordinary chat. */
const COUNTER_FROM = 1800;
const TYPING_EVERY_MS = 2000;

interface Props {
  closed: boolean;
  onSend: (text: string) => void;
  onTyping: () => void;
}

export function Composer({ closed, onSend, onTyping }: Props) {
  const id = useId();
  const { t } = useT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const tooLong = text.length > MESSAGE_MAX_CHARS;

  if (closed) {
    return (
      <div className="border-t border-brand-100 bg-white px-4 py-3">
        <label htmlFor={id} className="sr-only">
          {t('chat.message')}
        </label>
        <textarea id={id} disabled rows={1} className="input resize-none" placeholder={t('chat.placeholder')} aria-describedby={`${id}-closed`} />
        <p id={`${id}-closed`} className="mt-2 flex items-center gap-1.5 text-sm text-muted">
          <Lock className="h-4 w-4" aria-hidden="true" />
          {t('conversationClosed')}
        </p>
      </div>
    );
  }

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim().length === 0) return setError(t('messageEmpty'));
    if (tooLong) return setError(t('messageTooLong'));
    onSend(text);
    setText('');
    setError(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line; never while an input method is composing a word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onChange = (value: string) => {
    setText(value);
    if (error) setError(null);
    // A hint, not a stream: at most one typing event every two seconds.
    const now = Date.now();
    if (value.length > 0 && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      onTyping();
    }
  };

  const describedBy = [text.length > COUNTER_FROM ? `${id}-count` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={submit} className="border-t border-brand-100 bg-white px-3 py-3 sm:px-4" noValidate>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="sr-only">
            {t('chat.message')}
          </label>
          <textarea
            id={id}
            rows={1}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            dir="auto"
            aria-invalid={tooLong || Boolean(error) || undefined}
            aria-describedby={describedBy}
            // 16 px at least: iOS zooms into smaller text fields on focus.
            className="input field-sizing-content max-h-40 min-h-11 resize-none rounded-2xl text-base"
          />
        </div>
        <Button type="submit" aria-label={t('chat.send')} className="h-11 shrink-0 px-4" disabled={tooLong}>
          <SendHorizontal className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            {t('chat.send')}
          </span>
        </Button>
      </div>
      {text.length > COUNTER_FROM && (
        <p id={`${id}-count`} className={`mt-1.5 text-end text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-muted'}`} aria-live="polite">
          {t('chat.characters', { count: String(text.length), max: String(MESSAGE_MAX_CHARS) })}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
