import crypto from 'node:crypto';
import { heldNotificationsTextKeys, notificationTextKeys, type Language, type NotificationItem, type NotificationKind } from '@sakinah/contract';
import { translate } from '@sakinah/contract/translate';
import type { PushUrgency } from '../../providers/push/push.provider';

/** The facts a notification's text is made from; the name only reaches the text when she shows names. */
export interface NotificationFacts {
  id: string;
  kind: NotificationKind;
  url: string;
  createdAt: Date | string;
  readAt: Date | string | null;
  daysLeft: number | null;
  accepted: boolean | null;
  actorId?: string | null;
  actorName: string | null;
  /** The other member's profile is run by her family (issue 41): "from Ayesha's family". */
  actorFamily?: boolean | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * A notification as the centre lists it and the socket, push and mail send it: the text is made now, in the reader's
 * language of now (issue 43), from the stored facts (kind, the other member, days left, the answer), never stored.
 */
export function presentNotification(facts: NotificationFacts, showNames: boolean, language: Language = 'en'): NotificationItem {
  const keys = notificationTextKeys({
    kind: facts.kind,
    name: showNames ? facts.actorName : null,
    family: facts.actorFamily ?? false,
    daysLeft: facts.daysLeft,
    accepted: facts.accepted,
  });
  const text = { title: translate(language, keys.title.key, keys.title.values), body: translate(language, keys.body.key, keys.body.values) };
  return { id: facts.id, kind: facts.kind, createdAt: iso(facts.createdAt), readAt: facts.readAt ? iso(facts.readAt) : null, title: text.title, body: text.body, url: facts.url };
}

/** How a push of each kind travels: how long the push service keeps it, how urgent it is, and whether newer ones replace it. */
export interface PushShape {
  ttlSeconds: number;
  urgency: PushUrgency;
  topic?: string;
}

const DAY = 24 * 3600;

/** A topic is 1–32 URL-safe base64 characters (RFC 8030 §5.4): a digest of what newer pushes replace. */
function topicOf(...parts: string[]): string {
  return crypto.createHash('sha256').update(parts.join(':')).digest('base64url').slice(0, 32);
}

export function pushShapeOf(facts: Pick<NotificationFacts, 'kind' | 'actorId'>): PushShape {
  switch (facts.kind) {
    case 'incomingCall':
      return { ttlSeconds: 45, urgency: 'high' };
    case 'newMessage':
      // One per conversation: a newer message's push replaces an undelivered older one on the device.
      return { ttlSeconds: DAY, urgency: 'high', topic: topicOf('message', facts.actorId ?? '') };
    case 'planEnding':
      return { ttlSeconds: DAY, urgency: 'low', topic: topicOf('plan') };
    case 'accountApproved':
    case 'accountRejected':
    case 'accountSuspended':
      return { ttlSeconds: 4 * DAY, urgency: 'normal', topic: topicOf('account') };
    default:
      return { ttlSeconds: 4 * DAY, urgency: 'normal' };
  }
}

/**
 * The push payload: the notification's own text and link, its id and a tag the service worker replaces by, nothing
 * more (no profile data, no message text).
 */
export function pushPayload(item: NotificationItem, tag: string, text: { title: string; body: string } = item): string {
  return JSON.stringify({ id: item.id, kind: item.kind, title: text.title, body: text.body, url: item.url, tag });
}

/** The one push for what waited through quiet hours, in the reader's language. */
export function heldNotificationsTextIn(language: Language, count: number): { title: string; body: string } {
  const keys = heldNotificationsTextKeys(count);
  return { title: translate(language, keys.title.key, keys.title.values), body: translate(language, keys.body.key, keys.body.values) };
}
