import { useQuery } from '@tanstack/react-query';
import { API, type CallLogEntry, type CallLogResponse } from '@sakinah/contract';
import { Phone, Video } from 'lucide-react';
import { api } from '../../lib/api';
import { useT, type TextKey } from '../../lib/i18n';

export const callLogKey = (userId: string) => ['call-log', userId] as const;

type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/**
 * A call's line in the reader's language: "Missed video call", "Voice call · 12 min" (the same cases as the
 * contract's callLogText, which writes the English).
 */
export function callLogLine(entry: Pick<CallLogEntry, 'kind' | 'status' | 'durationSeconds'>, mine: boolean, t: Translate): string {
  const kind = t(entry.kind === 'video' ? 'calls.videoCall' : 'calls.voiceCall');
  const line = (detail: string) => `${kind} · ${detail}`;
  if (entry.status === 'missed' || (entry.status === 'busy' && !mine)) return mine ? line(t('calls.logNoAnswer')) : t('calls.missedKind', { kind: entry.kind });
  if (entry.status === 'declined') return mine ? line(t('calls.logDeclined')) : t('calls.declinedKind', { kind: entry.kind });
  if (entry.status === 'busy') return line(t('calls.logBusy'));
  if (entry.durationSeconds === null) return kind;
  const minutes = Math.round(entry.durationSeconds / 60);
  return line(minutes < 1 ? t('calls.seconds', { n: Math.max(1, Math.round(entry.durationSeconds)) }) : t('calls.minutes', { n: minutes }));
}

/** The calls between me and this member, in the conversation: "Missed video call", "Voice call · 12 min". */
export function CallLog({ userId, selfId }: { userId: string; selfId: string }) {
  const { t, formatDate } = useT();
  // The time of day as the reader's clock shows it, like the messages beside it.
  const time = (iso: string) => formatDate(iso, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: undefined });
  const log = useQuery({ queryKey: callLogKey(userId), queryFn: () => api<CallLogResponse>('GET', API.callLog(userId)) });
  const calls = log.data?.calls ?? [];
  if (calls.length === 0) return null;
  const [latest, ...earlier] = calls;
  const line = (entry: (typeof calls)[number]) => {
    const Icon = entry.kind === 'video' ? Video : Phone;
    return (
      <span className="inline-flex items-center gap-1.5">
        <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span>{callLogLine(entry, entry.callerId === selfId, t)}</span>
        {entry.guardianJoined && <span className="text-muted">· {t('calls.withGuardian')}</span>}
        <time dateTime={entry.createdAt} className="text-muted">
          · {time(entry.createdAt)}
        </time>
      </span>
    );
  };
  return (
    <details className="border-b border-brand-100 bg-brand-50/60 px-4 py-1.5 text-xs text-ink" data-testid="call-log">
      <summary className="cursor-pointer list-none">
        <span className="sr-only">{t('calls.logTitle')}: </span>
        {line(latest!)}
      </summary>
      {earlier.length > 0 && (
        <ul aria-label={t('calls.logTitle')} className="mt-1 flex flex-col gap-1 ps-1">
          {earlier.map((entry) => (
            <li key={entry.id}>{line(entry)}</li>
          ))}
        </ul>
      )}
    </details>
  );
}
