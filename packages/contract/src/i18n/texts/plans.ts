import { IntlMessageFormat } from 'intl-messageformat';

/**
 * Plans (issue 43): the pricing page's cards and tabs, the lines a plan offers, the sentence before paying, payment
 * methods. The server writes the same facts in English in its API (`featureLines`, the preview's `message`, the
 * receipt's `method` and `periodText`); the web words them from these keys (docs/decisions.md, "The API's sentences:
 * facts from the server, words from the reader's catalogue").
 */
export const PLANS_TEXT = {
  // The lines a plan card and checkout show: its limits, then what it includes (planFeatureTexts).
  'plans.feature.profileViewsUnlimited': 'Unlimited profile views',
  'plans.feature.profileViews': 'View up to {count, plural, one {# profile} other {# profiles}} per month',
  'plans.feature.photoViewsUnlimited': 'Unlimited photo views',
  'plans.feature.photoViews': 'See the photos of up to {count, plural, one {# member} other {# members}} per month',
  'plans.feature.conversationsUnlimited': 'Unlimited new conversations',
  'plans.feature.conversations': 'Start up to {count, plural, one {# new conversation} other {# new conversations}} a day',
  'plans.feature.contactDetails': 'See contact details of connections (when both agree)',
  'plans.feature.readReceipts': 'Read receipts in chat',
  'plans.feature.prioritySupport': 'Priority support: your messages and reports are answered first',
  'plans.feature.dailySuggestions': 'Daily match suggestions',
  'plans.feature.whoIsInterested': 'See who is interested in you',
  'plans.feature.calls': 'Voice and video calls with your connections, with your guardian when you want',
  // What paying now does to her plans (purchasePreviewText); the server's `message` is the English of the same.
  'plans.preview.followsOnApproval':
    'Your {plan} plan will follow your {after} plan, which starts when our team approves your profile ({reviewTime}). All its days are counted from then.',
  'plans.preview.startsOnApproval':
    'Your {plan} plan starts when our team approves your profile ({reviewTime}); its {duration} is counted from then, so no paid day runs during the review.',
  'plans.preview.pauses':
    'Your {plan} plan starts as soon as you pay and runs until {end}. Your {paused} plan pauses meanwhile and resumes on {resumes} with all its remaining days, until {pausedEnd}.',
  'plans.preview.extends': 'Your {plan} plan will be extended: it now ends on {nowEnds} and will end on {end}.',
  'plans.preview.queued': 'Your {plan} plan will start on {start}, when your {after} plan ends, and run until {end}.',
  'plans.preview.endsTrial': 'Your free trial ends when you pay, and your {plan} plan starts at once and runs until {end}.',
  'plans.preview.now': 'Your {plan} plan starts as soon as you pay and runs until {end}.',
  /** REVIEW_TIME's default (the operator may write another, which is then shown as written). */
  'plans.reviewTime': 'usually within one working day',
  // How a stored payment method reads on a receipt (PAYMENT_METHOD_LABELS; UPI, EMI and Razorpay stay Latin).
  'plans.method.card': 'Card',
  'plans.method.netbanking': 'Net banking',
  'plans.method.wallet': 'Wallet',
  'plans.method.paylater': 'Pay later',
  'plans.periodFromApproval': 'From the approval of your profile, for {duration}',
  // The seeded plans' descriptions (an admin's own description is shown as written).
  'plans.description.basic': 'Start your search with the essentials.',
  'plans.description.standard': 'More profiles, unlimited conversations, daily match suggestions and the contact details of your connections.',
  'plans.description.premium': 'The complete experience for a focused search.',
  // The pricing page: tabs, cards, the chosen plan, what every plan includes.
  'plans.durationTabs': 'Plan duration',
  'plans.bestValue': 'Best Value',
  'plans.selected': 'Selected Plan',
  'plans.popular': 'Most Popular',
  'plans.originalPrice': 'Original price',
  'plans.save': 'Save {percent}%',
  'plans.includes': '{plan} includes',
  'plans.get': 'Get {plan}',
  'plans.noneForDuration': 'No packages available for {duration} duration. Please choose a different duration.',
  'plans.yourSelection': 'Your Selection',
  'plans.plan': 'Plan',
  'plans.duration': 'Duration',
  'plans.price': 'Price',
  'plans.change': 'Change Plan',
  'plans.processing': 'Processing...',
  'plans.proceed': 'Proceed to Payment',
  'plans.allInclude': 'All Plans Include',
  'plans.privacyTitle': 'Privacy Protection',
  'plans.privacyText': 'Your photos and contact details stay under your control.',
  'plans.verificationTitle': 'Profile Verification',
  'plans.verificationText': 'Every profile is reviewed by our team before it goes live.',
  'plans.reminderSettings': 'Reminder settings',
  'plans.trialOffer': 'New to Sakinah? Try the Basic plan free for {days} days, no credit card required.',
  'plans.questions': 'Questions about plans? Write to {email} or call {phone}.',
  'plans.startTrial': 'Start {days}-day free trial',
} as const;

export type PlansTextKey = keyof typeof PLANS_TEXT;

/** A text by its key and named values: what the server's English says, for a reader's catalogue to word. */
export interface PlansText {
  key: PlansTextKey;
  values: Record<string, string | number>;
}

const compiled = new Map<string, IntlMessageFormat>();

/** The English of a plans text (the ICU above, formatted as en-IN). */
export function englishPlansText({ key, values }: PlansText): string {
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(PLANS_TEXT[key], 'en-IN');
    compiled.set(key, format);
  }
  return String(format.format(values));
}

/** How a stored payment method reads on a receipt; unknown ones are shown as they came. */
export const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: PLANS_TEXT['plans.method.card'],
  upi: 'UPI',
  netbanking: PLANS_TEXT['plans.method.netbanking'],
  wallet: PLANS_TEXT['plans.method.wallet'],
  emi: 'EMI',
  paylater: PLANS_TEXT['plans.method.paylater'],
  razorpay: 'Razorpay',
  // Receipts issued for sandbox payments before receipts existed.
  sandbox: PLANS_TEXT['plans.method.card'],
};

const METHOD_KEY_OF_LABEL = new Map<string, PlansTextKey>(
  (['plans.method.card', 'plans.method.netbanking', 'plans.method.wallet', 'plans.method.paylater'] as const).map((key) => [PLANS_TEXT[key], key]),
);

/** The key of a method's label as a receipt carries it ("Card"); none for the names that stay Latin (UPI, EMI) or unknown ones. */
export function paymentMethodKey(label: string): PlansTextKey | undefined {
  return METHOD_KEY_OF_LABEL.get(label);
}
