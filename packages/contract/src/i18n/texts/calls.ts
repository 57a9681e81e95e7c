import { CALL_TEXT } from '../../messages';

type CallStringKey = { [K in keyof typeof CALL_TEXT]: (typeof CALL_TEXT)[K] extends string ? K : never }[keyof typeof CALL_TEXT];

/** Each plain text of CALL_TEXT under `calls.<name>`: CALL_TEXT stays the one English, the catalogues translate it. */
const CALL_STRINGS = Object.fromEntries(
  Object.entries(CALL_TEXT as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, text]) => [`calls.${name}`, text]),
) as { [K in CallStringKey as `calls.${K}`]: (typeof CALL_TEXT)[K] };

/**
 * Calls (issue 43): the call screen, the incoming call, the call log line. CALL_TEXT's functions are written here as
 * ICU messages with the same English (calls.test checks they agree).
 */
export const CALLS_TEXT = {
  ...CALL_STRINGS,
  'calls.incomingForWard': 'Call with {ward}, your ward',
  'calls.guardianPresent': '{name} (guardian) is on this call',
  'calls.missedKind': '{kind, select, video {Missed video call} other {Missed voice call}}',
  'calls.declinedKind': '{kind, select, video {Declined video call} other {Declined voice call}}',
  'calls.minutes': '{n} min',
  'calls.seconds': '{n} s',
  'calls.guardianLogTitle': "{ward}'s calls",
} as const;

/** CALL_TEXT's plain texts, English → key, so the server's call refusals and notices can be translated by their English. */
export const CALL_KEY_OF_TEXT: ReadonlyMap<string, string> = new Map(Object.entries(CALL_STRINGS).map(([key, text]) => [text, key]));
