/**
 * Push notifications and the notification centre (issue 42).
 *
 * The API, for the web (every path under API_BASE, every answer `{success, …}`; failures `{success:false, message}`):
 * - `GET  /api/push/public-key`              → {success, available, publicKey}: the VAPID key the browser's
 *   `pushManager.subscribe({applicationServerKey})` needs; `available:false` (publicKey null) when push is off on
 *   this server (production without VAPID_* settings): Settings then says `NOTIFICATION_TEXT.pushUnavailable`.
 *   Anyone may ask (no session needed).
 * - `POST /api/push/subscriptions`            body: the browser's `PushSubscription.toJSON()` (endpoint, keys.p256dh,
 *   keys.auth; expirationTime ignored) → 201 {success, message}. Member only. Subscribing the same endpoint again is
 *   fine (it moves to this member). At most 10 devices, the oldest is dropped. 400 for a malformed one.
 * - `DELETE /api/push/subscriptions`          body {endpoint} → {success, message}; only her own (another member's: 404).
 * - `GET  /api/notifications?before=<id>&limit=<1..50>` → {success, notifications, unread, nextBefore}: newest first;
 *   pass `nextBefore` back as `before` for the next page (null: no more).
 * - `POST /api/notifications/read`            body {ids:[…]} or {all:true} → {success, unread}.
 * - `GET  /api/notification-preferences`      → {success, preferences}; `PUT` the same shape (every field) → {success,
 *   message, preferences}.
 * - Socket event `notificationsChanged` {unread, notification?}: a new notification (with it), or the count changed
 *   (read on another tab): refresh the bell and the list.
 * - Each notification carries `url`, the in-app page to open (also in the push payload, which holds only
 *   {id, kind, title, body, url, tag}).
 * - One-click unsubscribe from a mail: `POST /api/notifications/unsubscribe?token=…` (RFC 8058, for mail clients;
 *   `GET` answers a small server-rendered page with a button that posts it: the web app has nothing to do here).
 */
import { z } from 'zod/mini';
import { MSG } from '../messages';
import { englishOf, type MessageCatalogueKey } from '../i18n/templates';

/** What is notified, each one kind. `incomingCall`: a call ringing her (or her ward), recorded by the calls feature (issue 44). */
export const NOTIFICATION_KINDS = [
  'requestReceived',
  'requestAccepted',
  'newMessage',
  'photoRequest',
  'photoRequestAnswered',
  'contactExchangeRequest',
  'contactExchangeAnswered',
  'guardianApprovalNeeded',
  'accountApproved',
  'accountRejected',
  'accountSuspended',
  'planEnding',
  'incomingCall',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_CHANNELS = ['push', 'mail'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Which channels a member may turn on or off per kind. A channel not listed is not offered: approval and rejection are
 * always mailed (she must learn of them; ALWAYS_MAILED_KINDS), a suspension and a call are never mailed.
 */
export const NOTIFICATION_CHANNELS_OF: Record<NotificationKind, readonly NotificationChannel[]> = {
  requestReceived: ['push', 'mail'],
  requestAccepted: ['push', 'mail'],
  newMessage: ['push', 'mail'],
  photoRequest: ['push', 'mail'],
  photoRequestAnswered: ['push', 'mail'],
  contactExchangeRequest: ['push', 'mail'],
  contactExchangeAnswered: ['push', 'mail'],
  guardianApprovalNeeded: ['push', 'mail'],
  accountApproved: ['push'],
  accountRejected: ['push'],
  accountSuspended: ['push'],
  planEnding: ['push', 'mail'],
  incomingCall: ['push'],
};

/**
 * Kinds whose mail is not hers to turn off: the team's approval or rejection of her profile (each sends its own mail).
 * A suspension ends her sessions and is pushed, but sends no mail; a call is never mailed.
 */
export const ALWAYS_MAILED_KINDS: readonly NotificationKind[] = ['accountApproved', 'accountRejected'];

/** Kinds never held by quiet hours (a call waits for no one). */
export const URGENT_NOTIFICATION_KINDS: readonly NotificationKind[] = ['incomingCall'];

/** Quiet hours offered when she turns them on: 22:00–07:00 India time. */
export const DEFAULT_QUIET_HOURS = { start: '22:00', end: '07:00' } as const;
/** Notifications are kept this long, then deleted. */
export const NOTIFICATION_RETENTION_DAYS = 90;
/** Devices (push subscriptions) per member; a new one beyond this drops the oldest. */
export const MAX_PUSH_DEVICES = 10;
/** A page of the notification centre. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

const timeOfDaySchema = z.string({ error: MSG.invalidQuietHours }).check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: MSG.invalidQuietHours }));

const channelChoiceSchema = z.object({ push: z.boolean({ error: MSG.invalidNotificationPreferences }), mail: z.boolean({ error: MSG.invalidNotificationPreferences }) });

/** Settings → Notifications: GET answers it, PUT takes it whole. Channels not offered for a kind are ignored. */
export const notificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, channelChoiceSchema])) as Record<NotificationKind, typeof channelChoiceSchema>,
    { error: MSG.invalidNotificationPreferences },
  ),
  /** Texts name the other member (off by default: family phones are shared). */
  showNames: z.boolean({ error: MSG.invalidNotificationPreferences }),
  /** India time; non-urgent pushes wait until `end` and are then sent as one. */
  quietHours: z.object(
    { enabled: z.boolean({ error: MSG.invalidQuietHours }), start: timeOfDaySchema, end: timeOfDaySchema },
    { error: MSG.invalidQuietHours },
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What a member has before she changes anything: every push on, mail for messages (the digest), plans and guardians. */
export function defaultNotificationPreferences(): NotificationPreferences {
  const mailByDefault: readonly NotificationKind[] = ['newMessage', 'planEnding', 'guardianApprovalNeeded'];
  return {
    kinds: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { push: true, mail: mailByDefault.includes(kind) }])) as Record<
      NotificationKind,
      { push: boolean; mail: boolean }
    >,
    showNames: false,
    quietHours: { enabled: false, ...DEFAULT_QUIET_HOURS },
  };
}

/** The browser's `PushSubscription.toJSON()`; the endpoint's safety (https, public address) is checked by the server. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: MSG.invalidPushSubscription }).check(z.minLength(1, { message: MSG.invalidPushSubscription }), z.maxLength(2048, { message: MSG.invalidPushSubscription })),
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      /** The device's P-256 public key, uncompressed (65 bytes), base64url. */
      p256dh: z.string({ error: MSG.invalidPushSubscription }).check(z.regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: MSG.invalidPushSubscription })),
      /** The 16-byte auth secret, base64url. */
      auth: z.string({ error: MSG.invalidPushSubscription }).check(z.regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { message: MSG.invalidPushSubscription })),
    },
    { error: MSG.invalidPushSubscription },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: MSG.invalidPushSubscription }).check(z.minLength(1, { message: MSG.invalidPushSubscription }), z.maxLength(2048, { message: MSG.invalidPushSubscription })),
});

export const pushPublicKeyResponseSchema = z.object({ success: z.literal(true), available: z.boolean(), publicKey: z.nullable(z.string()) });

export const notificationsQuerySchema = z.object({
  before: z.optional(z.uuid({ error: MSG.invalidNotificationQuery })),
  limit: z.optional(z.coerce.number({ error: MSG.invalidNotificationQuery }).check(z.int({ message: MSG.invalidNotificationQuery }), z.minimum(1, { message: MSG.invalidNotificationQuery }), z.maximum(50, { message: MSG.invalidNotificationQuery }))),
});

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
  title: z.string(),
  body: z.string(),
  /** The in-app page it opens (a path of ROUTES). */
  url: z.string(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  unread: z.number(),
  /** Pass as `before` for the next page; null when this is the last. */
  nextBefore: z.nullable(z.string()),
});

export const markNotificationsReadSchema = z.union(
  [
    z.object({ ids: z.array(z.uuid({ error: MSG.invalidNotificationIds })).check(z.minLength(1, { message: MSG.invalidNotificationIds }), z.maxLength(100, { message: MSG.invalidNotificationIds })) }),
    z.object({ all: z.literal(true, { error: MSG.invalidNotificationIds }) }),
  ],
  { error: MSG.invalidNotificationIds },
);

export const notificationsReadResponseSchema = z.object({ success: z.literal(true), unread: z.number() });

export const notificationPreferencesResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  preferences: notificationPreferencesSchema,
  /** Whether this server can send push at all (see the public key). */
  pushAvailable: z.boolean(),
});

/** The socket event's payload: the bell's count, and the new notification when one arrived. */
export interface NotificationsChangedPayload {
  unread: number;
  notification?: NotificationItem;
}

/** What a notification's text may say: the other member's first name only when she allows names. */
export interface NotificationTextInput {
  kind: NotificationKind;
  /** The other member's first name, given only when `showNames` is on (and the member still exists). */
  name?: string | null;
  /** The other member's profile is run by her family (issue 41): the text says it comes from "Ayesha's family". */
  family?: boolean | null;
  /** planEnding: 7, 1 or 0. */
  daysLeft?: number | null;
  /** photoRequestAnswered, contactExchangeAnswered, requestAccepted: whether the answer was yes. */
  accepted?: boolean | null;
}

/** A line of a notification: a catalogue key and its values, rendered in the reader's language when read or sent. */
export interface NotificationLine {
  key: MessageCatalogueKey;
  values: Record<string, string | number>;
}

type Named = { [K in MessageCatalogueKey]: K extends `${string}From` ? K : never }[MessageCatalogueKey];

/** Titles and bodies as catalogue keys: none names anyone unless `name` is given. */
export function notificationTextKeys(input: NotificationTextInput): { title: NotificationLine; body: NotificationLine } {
  const who = input.name?.trim() ? input.name.trim() : null;
  const line = (key: MessageCatalogueKey, values: Record<string, string | number> = {}): NotificationLine => ({ key, values });
  /** The anonymous body, or the named one (`…From`), or the family's (`…Family`) when her family runs the profile. */
  const named = (title: MessageCatalogueKey, anonymous: MessageCatalogueKey, from: Named) => ({
    title: line(title),
    body: who ? line(input.family ? (from.replace(/From$/, 'Family') as MessageCatalogueKey) : from, { name: who }) : line(anonymous),
  });
  switch (input.kind) {
    case 'requestReceived':
      return named('notifRequestReceivedTitle', 'notifRequestReceived', 'notifRequestReceivedFrom');
    case 'requestAccepted':
      return named('notifRequestAcceptedTitle', 'notifRequestAccepted', 'notifRequestAcceptedFrom');
    case 'newMessage':
      return named('notifNewMessageTitle', 'notifNewMessage', 'notifNewMessageFrom');
    case 'photoRequest':
      return named('notifPhotoRequestTitle', 'notifPhotoRequest', 'notifPhotoRequestFrom');
    case 'photoRequestAnswered':
      return input.accepted === false
        ? named('notifPhotoAnsweredTitle', 'notifPhotoAnswered', 'notifPhotoAnsweredFrom')
        : named('notifPhotosSharedTitle', 'notifPhotosShared', 'notifPhotosSharedFrom');
    case 'contactExchangeRequest':
      return named('notifContactTitle', 'notifContactRequest', 'notifContactRequestFrom');
    case 'contactExchangeAnswered':
      return named('notifContactTitle', 'notifContactAnswered', 'notifContactAnsweredFrom');
    case 'guardianApprovalNeeded':
      return { title: line('notifApprovalNeededTitle'), body: line('notifApprovalNeeded') };
    case 'accountApproved':
      return { title: line('notifApprovedTitle'), body: line('notifApproved') };
    case 'accountRejected':
      return { title: line('notifRejectedTitle'), body: line('notifRejected') };
    case 'accountSuspended':
      return { title: line('notifSuspendedTitle'), body: line('notifSuspended') };
    case 'planEnding':
      return { title: line('notifPlanEndingTitle'), body: line('notifPlanEnding', { days: Math.max(0, input.daysLeft ?? 0) }) };
    case 'incomingCall':
      return named('notifIncomingCallTitle', 'notifIncomingCall', 'notifIncomingCallFrom');
  }
}

/** The English titles and bodies (the server renders other languages with the same keys). */
export function notificationText(input: NotificationTextInput): { title: string; body: string } {
  const keys = notificationTextKeys(input);
  return { title: englishOf(keys.title.key, keys.title.values), body: englishOf(keys.body.key, keys.body.values) };
}

/** When several pushes waited through quiet hours, she gets one. */
export function heldNotificationsTextKeys(count: number): { title: NotificationLine; body: NotificationLine } {
  return { title: { key: 'notifHeldTitle', values: {} }, body: { key: 'notifHeld', values: { count } } };
}

export function heldNotificationsText(count: number): { title: string; body: string } {
  return { title: englishOf('notifHeldTitle'), body: englishOf('notifHeld', { count }) };
}

/** Settings → Notifications and the centre's texts. */
export const NOTIFICATION_TEXT = {
  centreTitle: 'Notifications',
  centreEmpty: 'No notifications yet',
  markAllRead: 'Mark all as read',
  loadMore: 'Show older',
  bellLabel: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`),
  settingsTitle: 'Notifications',
  channelPush: 'Push on this device',
  channelMail: 'Email',
  showNames: 'Show names in notifications',
  showNamesHint: 'Off: notifications say "You have a new message" without naming anyone, for shared phones.',
  quietHours: 'Quiet hours',
  quietHoursHint: 'Notifications wait until quiet hours end (India time) and then arrive together. Calls are never held.',
  quietFrom: 'From',
  quietUntil: 'Until',
  enablePush: 'Turn on notifications on this device',
  disablePush: 'Turn off notifications on this device',
  pushOn: 'Notifications are on for this device',
  pushUnavailable: 'Push notifications are not available on this server. You will still get emails and see everything here.',
  pushBlocked: 'Notifications are blocked in your browser settings for this site.',
  pushUnsupported: 'This browser cannot receive notifications.',
  kindLabels: {
    requestReceived: 'Requests received',
    requestAccepted: 'Requests accepted',
    newMessage: 'New messages',
    photoRequest: 'Photo requests',
    photoRequestAnswered: 'Answers to my photo requests',
    contactExchangeRequest: 'Contact exchange requests',
    contactExchangeAnswered: 'Answers to my contact exchange requests',
    guardianApprovalNeeded: 'Approvals I am asked for as a guardian',
    accountApproved: 'Profile approved',
    accountRejected: 'Profile not approved',
    accountSuspended: 'Account suspended',
    planEnding: 'My plan ending',
    incomingCall: 'Incoming calls',
  } satisfies Record<NotificationKind, string>,
  unsubscribeTitle: MSG.unsubscribeTitle,
  unsubscribeConfirm: MSG.unsubscribeConfirm,
  unsubscribeButton: MSG.unsubscribeTitle,
  unsubscribedTitle: MSG.unsubscribedTitle,
  unsubscribed: MSG.unsubscribedText,
  unsubscribeInvalid: MSG.unsubscribeInvalid,
  mailFooter: 'To stop these emails, use the unsubscribe link or Settings → Notifications.',
} as const;
