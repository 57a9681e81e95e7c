import { useEffect, useRef, useState } from 'react';
import { CALL_RING_SECONDS, type Call, type CallSignal, type CallSignalAck } from '@sakinah/contract';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { useRealtimeConnected, useRealtimeEmitWithAck, useRealtimeEvent } from '../realtime/public';
import { useSession } from '../session/public';
import { textNow, useT } from '../../lib/i18n';
import { CallMesh } from './call-mesh';
import { CallScreen } from './call-screen';
import {
  answerIncoming, declineIncoming, endCurrent, endOnPageHide, loadCurrentCall, receiveCall, useCallState,
} from './call-store';

const OPEN = ['ringing', 'waiting_guardian', 'active'];

/** Who is on the call now with media (joined, not left), once it is connected. */
export function presentIds(call: Call): string[] {
  if (call.status !== 'active') return [];
  return call.participants.filter((p) => p.joinedAt && !p.leftAt).map((p) => p.userId);
}

/**
 * Mounted once for a signed-in account (app-shell): hears calls on every page, rings, and holds the call's media.
 * The server decides every state; this only shows it and carries the media.
 */
export function CallLayer() {
  const { user } = useSession();
  const selfId = user?.id ?? '';
  const state = useCallState();
  const connected = useRealtimeConnected();
  const emitWithAck = useRealtimeEmitWithAck();
  const meshRef = useRef<CallMesh | null>(null);
  const [remoteStreams, setRemoteStreams] = useState<Record<string, MediaStream>>({});
  const [reconnecting, setReconnecting] = useState(false);
  const early = useRef<Array<{ fromUserId: string; signal: CallSignal }>>([]);
  const meshCallId = useRef<string | null>(null);

  useRealtimeEvent('callUpdated', ({ call }) => receiveCall(call, selfId));
  useRealtimeEvent('callSignal', (signal) => {
    const mesh = meshRef.current;
    // A signal may come before this tab's answer to Accept did: kept (a few) until the mesh of that call exists.
    if (mesh && signal.callId === meshCallId.current) void mesh.handleSignal(signal.fromUserId, signal);
    else if (early.current.length < 200) early.current.push({ fromUserId: signal.fromUserId, signal });
  });

  // After a reload (or a reconnect): a call still ringing me shows again.
  useEffect(() => {
    if (connected && selfId) void loadCurrentCall(selfId);
  }, [connected, selfId]);

  // A tab closing with a call ends it.
  useEffect(() => {
    const onHide = () => endOnPageHide(selfId);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [selfId]);

  // The caller's screen ends the ringing at 45 s: a missed call (the server's sweep is the backstop).
  const ringingCallId = state.call && state.call.status === 'ringing' && state.call.callerId === selfId ? state.call.id : null;
  useEffect(() => {
    if (!ringingCallId) return;
    const timer = window.setTimeout(() => void endCurrent(selfId, textNow('calls.missed')), CALL_RING_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [ringingCallId, selfId]);

  const present = state.call ? presentIds(state.call).join(',') : '';
  // The mesh: created once the call is connected, kept in step with who is present, closed at the end.
  const callId = state.call && OPEN.includes(state.call.status) ? state.call.id : null;
  const active = state.call?.status === 'active';
  useEffect(() => {
    if (!callId || !active || !state.connection || !state.localStream) return;
    const mesh = new CallMesh({
      selfId,
      callId,
      connection: state.connection,
      localStream: state.localStream,
      send: (signal) => emitWithAck<CallSignalAck>('callSignal', signal),
      onRemoteStream: (userId, stream) =>
        setRemoteStreams((current) => {
          const next = { ...current };
          if (stream) next[userId] = stream;
          else delete next[userId];
          return next;
        }),
      onReconnecting: setReconnecting,
    });
    meshRef.current = mesh;
    meshCallId.current = callId;
    for (const { fromUserId, signal } of early.current.splice(0)) if (signal.callId === callId) void mesh.handleSignal(fromUserId, signal);
    return () => {
      mesh.close();
      meshRef.current = null;
      meshCallId.current = null;
      setRemoteStreams({});
      setReconnecting(false);
    };
    // The mesh lives as long as the connected call; its peers follow the participants below.
  }, [callId, active, selfId, state.connection, state.localStream, emitWithAck]);

  // Declared after the mesh's effect, so in the commit that creates the mesh it runs next and opens its peers.
  useEffect(() => {
    meshRef.current?.sync(present ? present.split(',') : []);
  }, [present, callId, active]);

  useEffect(() => {
    if (!callId) early.current = [];
  }, [callId]);

  if (!user) return null;
  if (state.call || state.mediaError) {
    return <CallScreen state={state} selfId={selfId} remoteStreams={remoteStreams} reconnecting={reconnecting} onReplaceVideo={(track) => meshRef.current?.replaceVideoTrack(track)} />;
  }
  if (state.incoming) return <IncomingCall call={state.incoming} selfId={selfId} busy={state.busy} />;
  if (state.ended) {
    return (
      <p role="status" className="fixed inset-x-4 top-4 z-[60] mx-auto max-w-sm rounded-xl bg-ink px-4 py-3 text-center text-sm font-medium text-white shadow-lg">
        {state.ended.text}
      </p>
    );
  }
  return null;
}

/** A call ringing this account, on whatever page is open. */
function IncomingCall({ call, selfId, busy }: { call: Call; selfId: string; busy: boolean }) {
  const { t } = useT();
  const caller = call.participants.find((p) => p.role === 'caller');
  const mine = call.participants.find((p) => p.userId === selfId);
  const ward = mine?.role === 'guardian' ? call.participants.find((p) => p.userId === mine.guardianOf) : undefined;
  const title = call.kind === 'video' ? t('calls.incomingVideo') : t('calls.incomingVoice');
  const Icon = call.kind === 'video' ? Video : Phone;
  return (
    <div
      role="alertdialog"
      aria-label={title}
      aria-describedby="incoming-call-who"
      className="fixed inset-x-3 top-3 z-[60] mx-auto max-w-md rounded-2xl bg-brand-900 p-4 text-white shadow-2xl sm:top-6"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white/15">
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm text-white/80">{title}</p>
          <p id="incoming-call-who" className="truncate text-lg font-semibold">
            <bdi>{caller?.name}</bdi>
          </p>
          {ward && <p className="text-sm text-white/80">{t('calls.incomingForWard', { ward: ward.name })}</p>}
        </div>
      </div>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => void declineIncoming()}
          className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-red-600 font-semibold hover:bg-red-700"
        >
          <PhoneOff className="h-5 w-5" aria-hidden="true" />
          {t('calls.decline')}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={() => void answerIncoming(selfId)}
          className="inline-flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-green-600 font-semibold hover:bg-green-700 disabled:opacity-60"
        >
          <Icon className="h-5 w-5" aria-hidden="true" />
          {t('calls.accept')}
        </button>
      </div>
    </div>
  );
}
