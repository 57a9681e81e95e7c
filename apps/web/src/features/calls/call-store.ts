import { useSyncExternalStore } from 'react';
import { toast } from 'sonner';
import { API, type Call, type CallConnection, type CallJoinResponse, type CallKind, type CallResponse, type CurrentCallResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import { openLocalMedia, stopMedia } from './media';
import { textNow } from '../../lib/i18n';

/** What this tab knows of calls: the one it is on (with its media), the one ringing it, and the last one's end. */
export interface CallState {
  /** The call this tab is on: it started it, accepted it or joined it. */
  call: Call | null;
  connection: CallConnection | null;
  localStream: MediaStream | null;
  /** A call ringing this account (the callee, or a guardian), not answered here yet. */
  incoming: Call | null;
  /** Camera or microphone refused: the screen explains what to do. */
  mediaError: string | null;
  /** The last call's end, shown for a moment. */
  ended: { text: string } | null;
  busy: boolean;
}

const OPEN = ['ringing', 'waiting_guardian', 'active'];
const ENDED_SHOWN_MS = 2500;

let state: CallState = { call: null, connection: null, localStream: null, incoming: null, mediaError: null, ended: null, busy: false };
const listeners = new Set<() => void>();
let endedTimer: number | undefined;

function set(patch: Partial<CallState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function useCallState(): CallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

function endText(call: Call, selfId: string): string {
  if (call.status === 'declined') return textNow('calls.declined');
  if (call.status === 'missed') return call.callerId === selfId ? textNow('calls.missed') : textNow('calls.ended');
  if (call.status === 'busy') return textNow('calls.busy');
  return textNow('calls.ended');
}

function finish(text: string) {
  stopMedia(state.localStream);
  window.clearTimeout(endedTimer);
  set({ call: null, connection: null, localStream: null, mediaError: null, busy: false, ended: { text } });
  endedTimer = window.setTimeout(() => set({ ended: null }), ENDED_SHOWN_MS);
}

/** A media refusal: nothing is sent; the screen explains, and closing it ends. */
function refuseMedia(error: string) {
  window.clearTimeout(endedTimer);
  set({ mediaError: error, busy: false, ended: null });
}

export function dismissMediaError() {
  set({ mediaError: null });
}

/** "Voice call" / "Video call" in a conversation's header. */
export async function startCall(userId: string, kind: CallKind): Promise<void> {
  if (state.call || state.busy) return;
  set({ busy: true, ended: null });
  const media = await openLocalMedia(kind);
  if ('error' in media) return refuseMedia(media.error);
  try {
    const answer = await api<CallJoinResponse>('POST', API.calls, { body: { userId, kind } });
    set({ call: answer.call, connection: answer.connection, localStream: media.stream, busy: false });
  } catch (error) {
    stopMedia(media.stream);
    set({ busy: false });
    toast.error(errorMessage(error, textNow('callNotAllowed')));
  }
}

/** The callee accepts, or a guardian joins: the microphone (and camera) first, then the server. */
export async function answerIncoming(selfId: string): Promise<void> {
  const incoming = state.incoming;
  if (!incoming || state.busy) return;
  set({ busy: true });
  const media = await openLocalMedia(incoming.kind);
  if ('error' in media) {
    set({ incoming: null });
    await api('POST', API.callAction(incoming.id, 'decline')).catch(() => undefined);
    return refuseMedia(media.error);
  }
  const mine = incoming.participants.find((p) => p.userId === selfId);
  try {
    const answer = await api<CallJoinResponse>('POST', API.callAction(incoming.id, mine?.role === 'guardian' ? 'join' : 'accept'));
    set({ call: answer.call, connection: answer.connection, localStream: media.stream, incoming: null, busy: false });
  } catch (error) {
    stopMedia(media.stream);
    set({ incoming: null, busy: false });
    toast.error(errorMessage(error, textNow('callOver')));
  }
}

export async function declineIncoming(): Promise<void> {
  const incoming = state.incoming;
  if (!incoming) return;
  set({ incoming: null });
  await api<CallResponse>('POST', API.callAction(incoming.id, 'decline')).catch(() => undefined);
}

/** "End call": ends it for everyone (a guardian only leaves). */
export async function endCurrent(selfId: string, text: string = textNow('calls.ended')): Promise<void> {
  const call = state.call;
  if (!call) {
    set({ mediaError: null });
    return;
  }
  const mine = call.participants.find((p) => p.userId === selfId);
  finish(text);
  await api<CallResponse>('POST', API.callAction(call.id, mine?.role === 'guardian' ? 'leave' : 'end')).catch(() => undefined);
}

export async function addMyGuardian(): Promise<void> {
  const call = state.call;
  if (!call) return;
  try {
    const answer = await api<CallResponse>('POST', API.callAction(call.id, 'add-guardian'));
    toast.success(answer.message ?? textNow('callGuardianInvited'));
  } catch (error) {
    toast.error(errorMessage(error, textNow('callGuardianNone')));
  }
}

/** The server's word on a call (socket `callUpdated`): the only source of a call's state. */
export function receiveCall(call: Call, selfId: string): void {
  if (state.call?.id === call.id) {
    if (OPEN.includes(call.status) && call.participants.some((p) => p.userId === selfId && !p.leftAt)) set({ call });
    else finish(endText(call, selfId));
    return;
  }
  const mine = call.participants.find((p) => p.userId === selfId);
  const ringsMe = OPEN.includes(call.status) && mine && mine.role !== 'caller' && !mine.joinedAt && !mine.leftAt;
  if (ringsMe && !state.call) set({ incoming: call });
  else if (state.incoming?.id === call.id) set({ incoming: null });
}

/** After a reload: the call ringing me, or the one I was on (it cannot be rejoined from here: it is ended). */
export async function loadCurrentCall(selfId: string): Promise<void> {
  const answer = await api<CurrentCallResponse>('GET', API.currentCall).catch(() => null);
  const current = answer?.current;
  if (!current || state.call) return;
  // A call this account is already on belongs to another tab (a closing tab ends its call: endOnPageHide).
  receiveCall(current.call, selfId);
}

/** The tab holding a call closes (or reloads): the call ends, so no one waits on a silent line. */
export function endOnPageHide(selfId: string): void {
  const call = state.call;
  if (!call) return;
  const mine = call.participants.find((p) => p.userId === selfId);
  void fetch(`/api${API.callAction(call.id, mine?.role === 'guardian' ? 'leave' : 'end')}`, { method: 'POST', credentials: 'same-origin', keepalive: true }).catch(() => undefined);
}
