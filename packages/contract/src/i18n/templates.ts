import { fileMessages, MSG } from '../messages';

/** Messages only the admin console shows: it may stay in English (issue 43), so hi and ur have no entry. */
export const ADMIN_ONLY_MESSAGE_KEYS = [
  'reportDismissed', 'reportActioned', 'reportNotFound', 'verificationNotFound', 'verificationApproved', 'verificationRejected',
  'adminOnly', 'memberNotFound', 'notPaidYet', 'alreadyApproved', 'memberApproved', 'memberRejected', 'memberSuspended',
  'memberReinstated', 'memberDeleted', 'cannotActOnAdmin', 'reasonRequired', 'planSaved', 'planNameRequired', 'invalidPlanPrice',
  'invalidDiscount', 'invalidDuration', 'invalidLimit', 'invalidPlanFeature', 'messageUpdated', 'refundDone', 'refundPending',
  'paymentNotRefundable', 'refundOtherProvider', 'refundAlreadyRequested', 'refundFailed', 'webhookInvalid', 'memberNotSuspended',
  'riskItemNotFound', 'riskFalseAlarm', 'riskPhotoRejected', 'riskMemberSuspended', 'riskRejectPhotoOnly', 'riskScoreLabel',
  'riskScoreHigh', 'riskSectionTitle', 'riskNoOpenItems', 'riskDecideInQueue', 'signalSharedOrigin', 'signalNewAccountBurst',
  'signalDuplicateText', 'signalManyReports', 'signalAnotherAccount',
] as const satisfies readonly (keyof typeof MSG)[];

type AdminOnlyKey = (typeof ADMIN_ONLY_MESSAGE_KEYS)[number];
type Templated<T> = { [K in keyof T]: T[K] extends (...args: never[]) => string ? K : never }[keyof T];

/** Every message a member reads: the keys each of the hi and ur catalogues must hold. */
export type MessageCatalogueKey = Exclude<keyof typeof MSG, AdminOnlyKey> | keyof typeof fileMessages;
export type TemplatedKey = Exclude<Templated<typeof MSG>, AdminOnlyKey> | keyof typeof fileMessages;

/**
 * The named ICU arguments of each templated message, in the order the English function takes them.
 * The translations use these names (`{days}`, `{count, plural, …}`); the catalogue test checks each is there.
 */
export const TEMPLATE_PARAMS: Record<TemplatedKey, readonly string[]> = {
  otpTriesLeft: ['left'],
  requestDeclinedRecently: ['days'],
  photoPrivacySet: ['value'],
  photoAccessRefusedRecently: ['days'],
  noPackagesForDuration: ['duration'],
  providerOrderFailed: ['provider'],
  receiptMailSubject: ['number'],
  renewalReminderSubject: ['planName', 'days'],
  dailySuggestionMailSubject: ['count'],
  profileViewersLocked: ['count'],
  otpCodeText: ['code', 'minutes'],
  otpAlreadyMemberText: ['url'],
  otpFamilyCodeText: ['code', 'minutes', 'url'],
  mailGreeting: ['name'],
  approvedMailPlan: ['planName', 'until'],
  emailChangedMailLine: ['oldEmail', 'newEmail', 'when'],
  phoneChangedMailLine: ['when'],
  contactChangedMailLine: ['oldEmail', 'newEmail', 'when'],
  refundMailPlanLine: ['amount', 'planName', 'paymentId'],
  refundMailLine: ['amount', 'paymentId'],
  rejectionRefundMailLine: ['amount', 'plans', 'count'],
  guardianInviteMailLine: ['name', 'ward'],
  guardianInvitePhoneText: ['name', 'ward', 'days', 'url'],
  guardianAcceptCodeText: ['code', 'minutes'],
  sharedNumberMailLine: ['name'],
  guardianInviteMailAccept: ['days'],
  guardianApprovalMailLine: ['ward', 'partner'],
  guardianApprovalMailAsk: ['ward'],
  messagesDigestMailLine: ['count'],
  dailySuggestionMailLine: ['names'],
  renewalMailEndsOn: ['planName', 'date'],
  renewalMailEndsToday: ['planName'],
  renewalMailEndedToday: ['planName'],
  receiptGstLabel: ['percent'],
  receiptPeriodFromApproval: ['duration'],
  receiptPeriodRange: ['from', 'until'],
  receiptThanks: ['seller'],
  notifRequestReceivedFrom: ['name'],
  notifRequestReceivedFamily: ['name'],
  notifRequestAcceptedFrom: ['name'],
  notifRequestAcceptedFamily: ['name'],
  notifNewMessageFrom: ['name'],
  notifNewMessageFamily: ['name'],
  notifPhotoRequestFrom: ['name'],
  notifPhotoRequestFamily: ['name'],
  notifPhotoAnsweredFrom: ['name'],
  notifPhotoAnsweredFamily: ['name'],
  notifPhotosSharedFrom: ['name'],
  notifPhotosSharedFamily: ['name'],
  notifContactRequestFrom: ['name'],
  notifContactRequestFamily: ['name'],
  notifContactAnsweredFrom: ['name'],
  notifContactAnsweredFamily: ['name'],
  notifPlanEnding: ['days'],
  notifIncomingCallFrom: ['name'],
  notifIncomingCallFamily: ['name'],
  notifHeld: ['count'],
  signInCodeText: ['code', 'minutes'],
  signInNoAccountText: ['url'],
  unsubscribedText: ['kind'],
  sandboxPageTitle: ['amount'],
  sandboxPay: ['amount'],
  invalidType: ['file'],
  tooLarge: ['file'],
};

/** The English of a key: the contract's own text (MSG or fileMessages), called with the named values when it is a template. */
export function englishOf(key: MessageCatalogueKey, values: Record<string, string | number> = {}): string {
  const source = (key in MSG ? MSG[key as keyof typeof MSG] : fileMessages[key as keyof typeof fileMessages]) as
    | string
    | ((...args: (string | number)[]) => string);
  if (typeof source === 'string') return source;
  const params = TEMPLATE_PARAMS[key as TemplatedKey] ?? [];
  return source(...params.map((name) => values[name] ?? ''));
}
