import { z } from 'zod/mini';
import { CALL_TEXT, MSG } from '../messages';

/** Chaperoned voice and video calls (issue 44): a WebRTC mesh of at most three, signalled over the socket. */
export const CALL_KINDS = ['voice', 'video'] as const;
export type CallKind = (typeof CALL_KINDS)[number];

/** A call rings this long, then it is missed. */
export const CALL_RING_SECONDS = 45;
/** Call attempts one member may start in an hour. */
export const CALL_ATTEMPTS_PER_HOUR = 10;
/** Unanswered calls (missed or declined) from one member to another in India's day. */
export const CALL_UNANSWERED_PER_DAY = 3;
/** An offer, an answer or an ICE candidate larger than this is refused. */
export const CALL_SIGNAL_MAX_BYTES = 64 * 1024;
/** At most three people: the two members and her guardian. */
export const CALL_MAX_PARTICIPANTS = 3;

/**
 * `ringing`: the callee (and, when she requires it, her guardian) is being rung. `waiting_guardian`: answered, but
 * her setting asks for her guardian, who has not joined yet (no media flows). `active`: connected. The rest are ends.
 */
export const CALL_STATUSES = ['ringing', 'waiting_guardian', 'active', 'ended', 'missed', 'declined', 'busy'] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];
export const CALL_END_REASONS = ['hangup', 'blocked', 'reported', 'suspended', 'timeout', 'left'] as const;
export type CallEndReason = (typeof CALL_END_REASONS)[number];

export const startCallSchema = z.object({
  userId: z.uuid({ error: MSG.callNotAllowed }),
  kind: z.enum(CALL_KINDS, { error: MSG.invalidCallKind }),
});
export const callParamsSchema = z.object({ callId: z.string().check(z.maxLength(64)) });
export const callLogParamsSchema = z.object({ userId: z.string().check(z.maxLength(64)) });

export const callParticipantSchema = z.object({
  userId: z.string(),
  name: z.string(),
  role: z.enum(['caller', 'callee', 'guardian']),
  /** For a guardian: whose guardian she is. */
  guardianOf: z.nullable(z.string()),
  /** Joined the media (accepted, or the caller); null while rung. */
  joinedAt: z.nullable(z.string()),
  leftAt: z.nullable(z.string()),
});

/** What one participant's browser needs to connect: STUN/TURN servers, with TURN credentials for this call only. */
export const iceServerSchema = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});

export const callSchema = z.object({
  id: z.string(),
  kind: z.enum(CALL_KINDS),
  status: z.enum(CALL_STATUSES),
  callerId: z.string(),
  calleeId: z.string(),
  /** Her setting asks for her guardian: the call connects only once the guardian has joined. */
  guardianRequired: z.boolean(),
  participants: z.array(callParticipantSchema),
  createdAt: z.string(),
  answeredAt: z.nullable(z.string()),
  endedAt: z.nullable(z.string()),
  endReason: z.nullable(z.enum(CALL_END_REASONS)),
});
export type Call = z.infer<typeof callSchema>;
export type CallParticipant = z.infer<typeof callParticipantSchema>;

export const callConnectionSchema = z.object({
  iceServers: z.array(iceServerSchema),
  /** 'relay' with TURN configured (neither member learns the other's address), unless CALL_ICE_TRANSPORT_POLICY says 'all'. */
  iceTransportPolicy: z.enum(['relay', 'all']),
});
export type CallConnection = z.infer<typeof callConnectionSchema>;

export const callResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), call: callSchema });
/** To a participant: the call and how to connect (her own TURN credentials). */
export const callJoinResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), call: callSchema, connection: callConnectionSchema });
/** GET /api/calls/current: the call I am on or rung for (with how to connect), after a reload; null when none. */
export const currentCallResponseSchema = z.object({ success: z.literal(true), current: z.nullable(z.object({ call: callSchema, connection: callConnectionSchema })) });

/** One line of a call log: in the conversation, and the guardian's view of her ward's calls. */
export const callLogEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(CALL_KINDS),
  status: z.enum(CALL_STATUSES),
  callerId: z.string(),
  callerName: z.string(),
  calleeId: z.string(),
  calleeName: z.string(),
  guardianJoined: z.boolean(),
  createdAt: z.string(),
  durationSeconds: z.nullable(z.number()),
});
export type CallLogEntry = z.infer<typeof callLogEntrySchema>;
export const callLogResponseSchema = z.object({ success: z.literal(true), calls: z.array(callLogEntrySchema) });

/** Settings → Family: "Require my guardian on calls". */
export const guardianOnCallsSettingSchema = z.object({ guardianOnCalls: z.boolean({ error: MSG.invalidGuardianOnCallsSetting }) });

/** A signal one participant sends another over the socket: an SDP description or an ICE candidate, opaque to us. */
export interface CallSignal {
  callId: string;
  toUserId: string;
  description?: { type: 'offer' | 'answer' | 'pranswer' | 'rollback'; sdp?: string };
  candidate?: { candidate: string; sdpMid?: string | null; sdpMLineIndex?: number | null; usernameFragment?: string | null } | null;
}
/** The server's answer to a signal (socket.io acknowledgement). */
export type CallSignalAck = { ok: true } | { ok: false; message: string };

/** A short text for a call in the conversation: "Missed video call", "Voice call · 12 min". */
export function callLogText(entry: Pick<CallLogEntry, 'kind' | 'status' | 'durationSeconds'>, mine: boolean): string {
  const Kind = entry.kind === 'video' ? CALL_TEXT.videoCall : CALL_TEXT.voiceCall;
  if (entry.status === 'missed' || (entry.status === 'busy' && !mine)) return mine ? `${Kind} · ${CALL_TEXT.logNoAnswer}` : CALL_TEXT.missedKind(entry.kind);
  if (entry.status === 'declined') return mine ? `${Kind} · ${CALL_TEXT.logDeclined}` : CALL_TEXT.declinedKind(entry.kind);
  if (entry.status === 'busy') return `${Kind} · ${CALL_TEXT.logBusy}`;
  if (entry.durationSeconds === null) return Kind;
  const minutes = Math.round(entry.durationSeconds / 60);
  return `${Kind} · ${minutes < 1 ? CALL_TEXT.seconds(Math.max(1, Math.round(entry.durationSeconds))) : CALL_TEXT.minutes(minutes)}`;
}
