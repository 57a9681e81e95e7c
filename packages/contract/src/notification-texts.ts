import type { NotificationKind } from './schemas/notifications';

/** Settings → Notifications: what each kind is called in the list of switches (issue 42; ours, the spec has none). */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  requestReceived: 'New requests',
  requestAccepted: 'Accepted requests',
  newMessage: 'New messages',
  photoRequest: 'Requests to see your photos',
  photoRequestAnswered: 'Answers to your photo requests',
  contactExchangeRequest: 'Requests to exchange contact details',
  contactExchangeAnswered: 'Answers about contact details',
  guardianApprovalNeeded: 'Contact exchanges waiting for your approval',
  accountApproved: 'Your profile approved',
  accountRejected: 'Your profile not approved',
  accountSuspended: 'Your account suspended',
  planEnding: 'Your plan ending (7 days, 1 day, on the day)',
  incomingCall: 'Incoming calls',
};

/** Settings → Notifications: push on this device, and why it cannot be turned on when it cannot. */
export const PUSH_DEVICE_TEXT = {
  on: 'On for this device. Notifications arrive even when Sakinah is closed.',
  off: 'Off for this device. Turn them on to hear of requests and messages at once.',
  unsupported: 'This browser cannot receive notifications. Chrome, Edge, Firefox and Samsung Internet can, and Safari on an iPhone once Sakinah is on the Home Screen.',
  blocked: "Notifications are blocked for this site in your browser's settings. Allow them there (the lock or tune icon beside the address), then turn them on here.",
  iosInstallFirst: 'On an iPhone or iPad, notifications work once Sakinah is on your Home Screen (iOS 16.4 or later). Add it as shown below, open it from the Home Screen and turn them on there.',
  denied: 'Notifications were not allowed on this device.',
  failed: 'Notifications could not be turned on for this device. Please try again.',
} as const;

/** The offer to install the app: after a first connection and in Settings, never on a first visit. */
export const INSTALL_TEXT = {
  title: 'Install the Sakinah app',
  body: 'Open Sakinah from your Home Screen like any other app, and hear of requests and messages at once.',
  afterConnectionBody: 'You have your first connection. Install Sakinah to open it from your Home Screen and hear of every reply at once.',
  iosSteps: ['Tap the Share button in Safari', 'Choose Add to Home Screen', 'Tap Add, then open Sakinah from your Home Screen'],
  installed: 'Sakinah is installed on this device.',
  fromBrowserMenu: "Your browser installs apps from its menu: look for Install app or Add to Home screen there.",
  dismissed: 'Not now',
} as const;
