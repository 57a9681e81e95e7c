import { useQuery } from '@tanstack/react-query';
import { API, CALL_TEXT, callLogText, type CallLogResponse } from '@sakinah/contract';
import { Phone, Video } from 'lucide-react';
import { api } from '../../lib/api';

export const callLogKey = (userId: string) => ['call-log', userId] as const;

const time = (iso: string) => new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });

/** The calls between me and this member, in the conversation: "Missed video call", "Voice call · 12 min". */
export function CallLog({ userId, selfId }: { userId: string; selfId: string }) {
  const log = useQuery({ queryKey: callLogKey(userId), queryFn: () => api<CallLogResponse>('GET', API.callLog(userId)) });
  const calls = log.data?.calls ?? [];
  if (calls.length === 0) return null;
  const [latest, ...earlier] = calls;
  const line = (entry: (typeof calls)[number]) => {
    const Icon = entry.kind === 'video' ? Video : Phone;
    return (
      <span className="inline-flex items-center gap-1.5">
        <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
        <span>{callLogText(entry, entry.callerId === selfId)}</span>
        {entry.guardianJoined && <span className="text-muted">· {CALL_TEXT.withGuardian}</span>}
        <time dateTime={entry.createdAt} className="text-muted">
          · {time(entry.createdAt)}
        </time>
      </span>
    );
  };
  return (
    <details className="border-b border-brand-100 bg-brand-50/60 px-4 py-1.5 text-xs text-ink" data-testid="call-log">
      <summary className="cursor-pointer list-none">
        <span className="sr-only">{CALL_TEXT.logTitle}: </span>
        {line(latest!)}
      </summary>
      {earlier.length > 0 && (
        <ul aria-label={CALL_TEXT.logTitle} className="mt-1 flex flex-col gap-1 ps-1">
          {earlier.map((entry) => (
            <li key={entry.id}>{line(entry)}</li>
          ))}
        </ul>
      )}
    </details>
  );
}
