/**
 * The public Safety Centre's texts (issue 43; the member's Report and Block are in safety.ts). English as the page
 * said it; Hindi and Urdu in locales/safety-centre.hi.json and .ur.json. `<b>…</b>` marks bold words and
 * `<link>…</link>` a link, placed by the page (richText), so these texts keep no `{placeholders}`.
 */
export const SAFETY_CENTRE_TEXT = {
  'seo.safety.title': 'Safety Centre',
  'seo.safety.description':
    'Stay safe while you search for a spouse: never send money, meet in public with family, involve your guardian, keep your privacy, and report anything that worries you.',
  'safetyCentre.eyebrow': 'Safety',
  'safetyCentre.title': 'Safety Centre',
  'safetyCentre.related': 'FAQ',
  'safetyCentre.closing': 'More answers about blocking, reporting and privacy are in our <link>FAQ</link>.',
  'safetyCentre.intro':
    'Most people you meet on Sakinah are sincere and looking for marriage, as you are. A few are not. This advice, drawn from what members and families tell us, helps you recognise them early, and keeps you, your money and your family safe while you search.',

  'safetyCentre.money.title': 'Money: never send it',
  'safetyCentre.money.text':
    '<b>No genuine match will ask you for money.</b> Not before you meet, not after, not as a loan and not for an emergency. Almost every marriage scam ends with a request for money, however long and warm the conversation before it.',
  'safetyCentre.money.storiesTitle': 'Stories scammers tell',
  'safetyCentre.money.story1': 'A parcel or gift for you is \u201cstuck at customs\u201d and needs a fee.',
  'safetyCentre.money.story2': 'They are stuck at an airport, or abroad, and need a ticket or a visa fee.',
  'safetyCentre.money.story3': 'A sudden medical emergency, an accident or a family member in hospital.',
  'safetyCentre.money.story4': 'An investment, trading or crypto opportunity that will \u201csecure our future\u201d.',
  'safetyCentre.money.story5': 'Gift cards, recharge vouchers or a small transfer \u201cjust to prove you trust me\u201d.',
  'safetyCentre.money.keepTitle': 'Keep these to yourself',
  'safetyCentre.money.keep1': 'Your bank account number, card details, UPI PIN and any OTP (one-time password).',
  'safetyCentre.money.keep2': 'Copies of your Aadhaar, PAN or passport: only our verification team asks for them, inside Settings.',
  'safetyCentre.money.checkout':
    'Sakinah takes payment only on our own checkout page, for a plan you chose. We never ask you to pay a member, and our team never asks for your password or an OTP.',

  'safetyCentre.before.title': 'Before you meet',
  'safetyCentre.before.1':
    'Talk on Sakinah first. Phone numbers and addresses are hidden in early conversations on purpose; someone who pushes you to move to another app straight away is a warning sign.',
  'safetyCentre.before.2': 'Look for the Verified badge, and ask a match to verify if they have not.',
  'safetyCentre.before.3': 'Have a video call, ideally with a family member beside you, before any meeting.',
  'safetyCentre.before.4':
    'Notice whether the story adds up: work, city, family. Someone who avoids questions, never shows their face or always has a reason not to call may not be who they say.',
  'safetyCentre.before.5': 'Take your time. Pressure to decide quickly, or to keep things secret from your family, is a red flag.',

  'safetyCentre.meeting.title': 'When you meet',
  'safetyCentre.meeting.1': 'Meet in a public place, in daylight, with a family member, your wali or a trusted friend present.',
  'safetyCentre.meeting.2': 'Tell your family where you are going, with whom, and when you will be back.',
  'safetyCentre.meeting.3': 'Travel there and back on your own; do not accept a lift or a stay from someone you have just met.',
  'safetyCentre.meeting.4': 'Keep your phone charged and with you, and leave whenever you feel uncomfortable. You owe no one an excuse.',

  'safetyCentre.family.title': 'Your family',
  'safetyCentre.family.text':
    'Families are part of a nikah, and they are part of staying safe. A guardian sees things a person hoping for a match may not.',
  'safetyCentre.family.1':
    'Invite a parent or guardian in Settings \u2192 Family: they can follow your requests and conversations without being able to write or change anything.',
  'safetyCentre.family.2': 'Let families speak to each other early, and be wary of anyone who wants to keep their family out of it.',
  'safetyCentre.family.3': 'Pray istikhara and take advice before you decide.',

  'safetyCentre.privacy.title': 'Your privacy',
  'safetyCentre.privacy.1': 'Keep your photos private and grant access only to members you have spoken with.',
  'safetyCentre.privacy.2': 'Do not share your home address or workplace until your families have met.',
  'safetyCentre.privacy.3': 'Think before sending photos or videos: once sent, they can be saved and shared.',
  'safetyCentre.privacy.4': 'Use invisible mode when you want to pause your search without deleting anything.',

  'safetyCentre.report.title': 'If something is wrong',
  'safetyCentre.report.1': '<b>Block</b> the member: they can no longer see your profile or write to you.',
  'safetyCentre.report.2':
    '<b>Report</b> the profile or the message, from their profile or from the conversation. Our team reviews every report, safety reports first; the member is never told who reported them.',
  'safetyCentre.report.3':
    'If you have sent money, tell your bank at once, call the national cyber crime helpline <b>1930</b> and file a complaint at cybercrime.gov.in.',
  'safetyCentre.report.4': 'If you are in danger, call <b>112</b>.',
  'safetyCentre.report.write': 'You can also <link>write to our team</link> about anything that worries you.',
} as const;
