/**
 * The Terms of Service and the Privacy Policy (issue 43), English word for word as the pages said it, kept as
 * structured data: each document is a list of sections, each section a list of blocks (paragraphs, sub-headings,
 * lists, the contact card), so every language keeps the same layout and anchors. Hindi and Urdu are in
 * locales/legal.hi.json and legal.ur.json; on those pages a note says the English version prevails
 * (docs/decisions.md).
 *
 * Inline markup is ICU rich text: <b>…</b> is bold, <privacy>, <terms>, <pricing>, <settings>, <contact> link to those
 * pages, <retention> and <grievance> to sections of the privacy policy. Values: {ageMin}, {ageMax}, {currency},
 * {trialDays}, {photoMb}, {office} and {noAutoRenewal} (the contract's own sentence, in the reader's language).
 */
export const LEGAL_TEXT = {
  'seo.terms.title': 'Terms of Service',
  'seo.terms.description':
    'The terms for using Sakinah: members must be 18 or older, profiles are approved by our team, plans are one-off payments in rupees that never renew by themselves, and the rules that keep members safe.',
  'seo.privacy.title': 'Privacy Policy',
  'seo.privacy.description':
    'How Sakinah collects, uses, shares and protects your personal data: photo privacy, only necessary cookies and no trackers, retention and deletion, and your rights under India’s DPDP Act 2023.',

  // The frame every legal document shares (the Safety Centre uses it too).
  'legal.lastUpdated': 'Last updated:',
  'legal.contents': 'Contents',
  'legal.englishPrevails': 'This is a translation of the English version; if the two differ, the English version prevails.',
  'legal.alsoRead': 'Please also read our <related>{label}</related>. Both documents together describe how Sakinah works.',
  'legal.askQuestion': 'Ask us a question',
  'legal.card.brand': 'Sakinah',
  'legal.card.email': 'Email:',
  'legal.card.phone': 'Phone:',
  'legal.card.post': 'Post:',
  'legal.card.hours': 'Hours:',
  'legal.card.hoursValue': 'Monday to Saturday, 10:00 to 18:00 IST',

  // Terms of Service.
  'legal.terms.eyebrow': 'Legal',
  'legal.terms.title': 'Terms of Service',
  'legal.terms.intro':
    'These terms set out how Sakinah works, what we expect of every member and what you can expect from us. They are written to be read: please take a few minutes to go through them before you create an account.',
  'legal.terms.agreement.title': 'Agreeing to these terms',
  'legal.terms.agreement.p1':
    'Sakinah (“we” or “us”) provides a matrimonial service for Muslims in India through our website and apps. By creating an account or using Sakinah, you agree to these Terms of Service and to our <privacy>Privacy Policy</privacy>. If you do not agree, please do not use Sakinah.',
  'legal.terms.agreement.p2':
    'Sakinah is a platform that helps people meet for the purpose of marriage. We are not a party to any conversation, meeting or marriage between members.',
  'legal.terms.eligibility.title': 'Who can use Sakinah',
  'legal.terms.eligibility.p1': '<b>You must be at least {ageMin} years old to use Sakinah.</b> To hold an account you must also:',
  'legal.terms.eligibility.age': 'be between {ageMin} and {ageMax} years of age;',
  'legal.terms.eligibility.muslim': 'be a Muslim sincerely seeking marriage, or be acting for a relative who is;',
  'legal.terms.eligibility.lawful':
    'ensure that the person the profile describes is legally eligible to marry under the law that applies to them;',
  'legal.terms.eligibility.notRemoved': 'not have had an account removed by us for breaking these terms.',
  'legal.terms.eligibility.p2':
    'You may create a profile for yourself, or for your daughter, son or another relative. If you do so for someone else, you confirm that they know about the profile and agree to it, and you accept these terms on their behalf as well as your own.',
  'legal.terms.accounts.title': 'Your account and profile',
  'legal.terms.accounts.p1': 'When you create and use your account, you agree to:',
  'legal.terms.accounts.true': 'give true, accurate and current information, including marital status, and keep it up to date;',
  'legal.terms.accounts.one': 'keep only one account for each person looking for a spouse;',
  'legal.terms.accounts.photos': 'use photos that show the person the profile belongs to, are recent, and are modest and respectful;',
  'legal.terms.accounts.password': 'keep your password secret and tell us straight away if you think someone else has used your account;',
  'legal.terms.accounts.responsible': 'take responsibility for everything that happens under your account.',
  'legal.terms.accounts.p2':
    'Your mobile number is verified with a one-time password. You can also verify your identity with an ID and a selfie, which our team checks within 24 to 48 hours. Verification shows that a document matched the person; it is not a background check.',
  'legal.terms.approval.title': 'Profile review and approval',
  'legal.terms.approval.p1':
    'Every new profile is reviewed and approved by our team before it appears to other members. We may ask you to change details or photos, and we may decline or remove a profile that is incomplete, misleading or against these terms. Significant later changes, such as a new main photo, may be reviewed again. Approval does not mean that we vouch for a member.',
  'legal.terms.plans.title': 'Plans, payments and renewals',
  'legal.terms.plans.p1':
    'Anyone can create a profile. A plan or the free trial opens up searching, interest requests and chat; plans differ in how many profiles and photos you can view and how many new conversations you can start a day, and some add the contact details of your connections (when both of you agree), read receipts and priority support. The current plans, what each one includes and their prices are shown on our <pricing>Pricing</pricing> page.',
  'legal.terms.plans.prices':
    '<b>Prices.</b> All prices are in Indian rupees ({currency}) and include any applicable taxes unless stated otherwise. The price you pay is shown before you confirm.',
  'legal.terms.plans.payment':
    '<b>Payment.</b> Payments are processed by our card payment provider. We never see or store your card number.',
  'legal.terms.plans.noRenewal':
    '<b>No automatic renewal.</b> {noAutoRenewal} Each plan is a one-off payment that ends at the close of the period you paid for; renewing is your choice, at the price shown then.',
  'legal.terms.plans.refunds':
    '<b>Refunds.</b> We do not give refunds for partly used periods, including when you cancel, deactivate or delete your account before the period ends. If you were charged by mistake, contact us and we will put it right.',
  'legal.terms.trial.title': 'Free trial',
  'legal.terms.trial.p1':
    'New members can try Sakinah free for {trialDays} days. No credit card is needed, and the trial is available once per member; creating new accounts to get another trial is not allowed. When the trial ends you return to free membership unless you choose a plan. You are never charged automatically at the end of a trial.',
  'legal.terms.use.title': 'Acceptable use',
  'legal.terms.use.p1':
    'Sakinah is a place for sincere, respectful conversations about marriage. Please treat every member as you would want your own family to be treated. You must not:',
  'legal.terms.use.harass': 'harass, threaten, insult or pressure anyone, or send sexual or offensive content;',
  'legal.terms.use.money': '<b>ask any member for money</b>, gifts, loans, bank or card details, or promote investments;',
  'legal.terms.use.fake':
    '<b>create a fake profile</b>, impersonate someone, or misrepresent your age, marital status, identity or intentions;',
  'legal.terms.use.share': 'share another member’s photos, messages or contact details outside Sakinah without their consent;',
  'legal.terms.use.commercial': 'use Sakinah for commercial purposes, advertising or recruiting for another service;',
  'legal.terms.use.bots': 'use bots, scrapers or other automated means, or try to break or bypass our security;',
  'legal.terms.use.unlawful': 'post anything unlawful, or use Sakinah for any purpose other than seeking marriage.',
  'legal.terms.reporting.title': 'Reporting, blocking and safety',
  'legal.terms.reporting.p1':
    'You can block any member at any time, and report a profile or message that worries you. Our team reviews every report and may warn, suspend or remove members. If someone is in immediate danger, contact the police first (dial 112 in India).',
  'legal.terms.reporting.p2':
    'Please take sensible care: involve your family, meet in public places, and never send money to someone you have met online. We do not carry out criminal or background checks on members, and you are responsible for your own decisions about whom to meet or marry.',
  'legal.terms.content.title': 'Your content',
  'legal.terms.content.p1':
    'You keep ownership of the text and photos you add to Sakinah. You give us permission to store them, adapt them for display (for example, resizing photos) and show them to other members in line with your privacy settings, for as long as your account exists. You confirm that you have the right to share everything you upload. We may remove content that breaks these terms.',
  'legal.terms.termination.title': 'Suspension and termination',
  'legal.terms.termination.p1':
    'You may deactivate your account or delete it permanently at any time from your <settings>account settings</settings>.',
  'legal.terms.termination.p2':
    'We may suspend or close an account, with or without notice, if we reasonably believe it breaks these terms, puts other members at risk or is required by law. Where it is safe and lawful, we will tell you why. If an account is closed for breaking these terms, no refund is due for any remaining period. The sections on disclaimers, liability and governing law continue to apply after an account is closed.',
  'legal.terms.disclaimers.title': 'No guarantee of a match',
  'legal.terms.disclaimers.p1':
    'We work hard to keep Sakinah safe and available, but we provide the service “as is”. We cannot promise that you will find a spouse, that the service will always be uninterrupted, or that everything members tell you is true. Members are solely responsible for their own conduct, on and off Sakinah.',
  'legal.terms.liability.title': 'Limitation of liability',
  'legal.terms.liability.p1':
    'To the extent the law allows, <b>our total liability to you</b> for all claims relating to Sakinah <b>is limited to the amount you paid us in the 12 months before the claim arose</b>. If you have not paid us anything, our liability is limited to the minimum the law allows.',
  'legal.terms.liability.p2':
    'We are not liable for indirect or consequential losses, or for the actions of other members. Nothing in these terms limits any liability that cannot be limited under Indian law, or your rights as a consumer.',
  'legal.terms.law.title': 'Governing law and disputes',
  'legal.terms.law.p1':
    'These terms are governed by the laws of India. If a disagreement arises, please contact us first: most concerns can be resolved quickly and informally. Any dispute that cannot be resolved this way will be subject to the exclusive jurisdiction of the courts of Lucknow, Uttar Pradesh.',
  'legal.terms.changes.title': 'Changes to these terms',
  'legal.terms.changes.p1':
    'We may update these terms as Sakinah develops or the law changes. We will update the date at the top of this page, and for significant changes we will tell you by email or in the app before they take effect. If you keep using Sakinah after that, you accept the updated terms; if you do not agree, you can delete your account.',
  'legal.terms.contact.title': 'Contact us',
  'legal.terms.contact.p1':
    'Questions about these terms are welcome. Use our <contact>contact form</contact> or reach us directly:',
  'legal.terms.contact.card': 'Sakinah Support',

  // Privacy Policy.
  'legal.privacy.eyebrow': 'Your privacy',
  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.intro':
    'Sakinah helps Muslims in India find a spouse. That means you trust us with personal information, and we take that trust seriously. This policy explains, in plain language, what we collect, who can see it, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023.',
  'legal.privacy.about.title': 'About this policy',
  'legal.privacy.about.p1':
    'This policy applies to the Sakinah website and apps (together, “Sakinah”, “we” or “us”). For the purposes of the Digital Personal Data Protection Act, 2023 (the “DPDP Act”), we are the Data Fiduciary for the personal data you share with us, and you are the Data Principal.',
  'legal.privacy.about.p2':
    'By creating an account you consent to us processing your personal data as described here. You can withdraw that consent at any time by deleting your account, as explained under <retention>How long we keep your information</retention>. If you create a profile for a daughter, son or other relative, you confirm that they know about it and agree to it.',
  'legal.privacy.collect.title': 'Information we collect',
  'legal.privacy.collect.p1': 'We only ask for what a serious marriage search needs.',
  'legal.privacy.collect.profile.h': 'Account and profile details',
  'legal.privacy.collect.profile.p':
    'Your name, gender, date of birth, whom the profile is for, marital status, height, education, occupation, community, city and state, family details, what you are looking for in a spouse and the “about me” text you write. Some of this, such as community or religious practice, is sensitive; you choose how much of it to share.',
  'legal.privacy.collect.number.h': 'Contact number',
  'legal.privacy.collect.number.p':
    'Your mobile number, which we verify by sending a one-time password (OTP) over WhatsApp, with SMS as a backup. We use the number to secure your account and to reach you about it. It is not shown on your profile.',
  'legal.privacy.collect.photos.h': 'Photos',
  'legal.privacy.collect.photos.p':
    'The JPEG or PNG photos you upload (up to {photoMb} MB each). Every photo is re-encoded on our servers and its metadata is removed, including the camera details and the GPS location where it was taken, before anyone else can see it.',
  'legal.privacy.collect.identity.h': 'Identity verification',
  'legal.privacy.collect.identity.p':
    'If you choose to verify your identity, a photo of a government-issued ID and a selfie. These are used only to confirm that you are who you say you are, and are never shown to other members.',
  'legal.privacy.collect.activity.h': 'Messages and activity',
  'legal.privacy.collect.activity.p':
    'The interest requests you send and receive, your connections, your chats with other members, the profiles you block or report, and your privacy settings.',
  'legal.privacy.collect.payments.h': 'Payments',
  'legal.privacy.collect.payments.p':
    'Payments are handled by our card payment provider on its own secure page. We receive only what we need to run your plan: the plan, the amount in rupees, the date, a payment reference and whether it succeeded. <b>We never see or store your card number.</b>',
  'legal.privacy.collect.team.h': 'Messages to our team',
  'legal.privacy.collect.team.p':
    'When you use the contact form or write to us, we keep your name, email address, optional phone number and message so we can reply.',
  'legal.privacy.collect.technical.h': 'Technical information',
  'legal.privacy.collect.technical.p':
    'Our servers record basic technical details, such as your IP address, the time of a request and the type of browser, to keep the service secure, limit abuse and investigate problems.',
  'legal.privacy.use.title': 'How we use your information',
  'legal.privacy.use.p1': 'We use your personal data only to:',
  'legal.privacy.use.profile': 'create your account and show your profile to suitable members once our team has approved it;',
  'legal.privacy.use.matches': 'suggest matches based on your preferences, and deliver interest requests and messages;',
  'legal.privacy.use.verify': 'verify your phone number and, if you ask us to, your identity;',
  'legal.privacy.use.plan': 'run your plan, free trial and renewals;',
  'legal.privacy.use.safety': 'keep members safe: review new profiles, act on reports and prevent fraud, harassment and fake profiles;',
  'legal.privacy.use.answer': 'answer your questions and send you messages about your account;',
  'legal.privacy.use.law': 'meet our obligations under Indian law.',
  'legal.privacy.use.p2': 'We do not sell your personal data, we do not rent it to anyone, and we do not use it for advertising.',
  'legal.privacy.sees.title': 'Who can see your information',
  'legal.privacy.sees.members.h': 'Other members',
  'legal.privacy.sees.members.p':
    'Once approved, your profile details are visible to signed-in members. Your date of birth is shown as an age, and your exact address is never shown.',
  'legal.privacy.sees.photos.h': 'Photo privacy',
  'legal.privacy.sees.photos.p':
    'You decide whether each photo is <b>public</b>, shown to members who view your profile, or <b>private</b>. A private photo stays hidden until a member sends an access request and you approve it. You can withdraw access at any time.',
  'legal.privacy.sees.account.h': 'Account privacy',
  'legal.privacy.sees.account.p':
    'You can hide your whole profile from search and suggestions with invisible mode, and show it again whenever you like. Members you block can no longer see your profile or contact you.',
  'legal.privacy.sees.contact.h': 'Contact details',
  'legal.privacy.sees.contact.p':
    'Your phone number and email address are shown only to members you are connected with, and only when their plan includes seeing contact details. In early conversations, contact details typed into chat are filtered out; you can share them through the contact exchange feature when you are ready.',
  'legal.privacy.sees.wali.h': 'Your wali and family',
  'legal.privacy.sees.wali.p':
    'If you link a wali (guardian) account, your wali can follow your matches and conversations. If a relative manages your profile, they can see everything on it.',
  'legal.privacy.sees.team.h': 'Our team and service providers',
  'legal.privacy.sees.team.p':
    'A small number of trained team members can see profile information to approve profiles, check identity documents and deal with reports. We also use trusted providers for hosting, sending OTPs and email, and card payments. They process data only on our instructions and only for that purpose.',
  'legal.privacy.sees.law.h': 'When the law requires it',
  'legal.privacy.sees.law.p':
    'We share information with the police, courts or other authorities only when Indian law requires us to, or when it is needed to protect someone from serious harm.',
  'legal.privacy.cookies.title': 'Cookies and tracking',
  'legal.privacy.cookies.p1': 'Sakinah uses <b>only strictly necessary cookies</b>, none of them for advertising or analytics:',
  'legal.privacy.cookies.session':
    'a <b>session cookie</b> that keeps you signed in. Scripts on the page cannot read it, and it is removed when you log out or the session ends. A small companion cookie says only that a session exists, so public pages do not ask our server who you are when you are not signed in;',
  'legal.privacy.cookies.device':
    'a <b>device cookie</b>, set when an account is created in your browser: a random number, of which we keep only a fingerprint, so that our team notices when one device opens several accounts in a day, a common sign of fake profiles. Scripts cannot read it, and it says nothing else about you.',
  'legal.privacy.cookies.p2':
    'We do not use advertising cookies, analytics services, social media pixels or any other third-party trackers. Our fonts, images and scripts are served from our own servers, so visiting Sakinah does not tell any other company what you are doing.',
  'legal.privacy.retention.title': 'How long we keep your information',
  'legal.privacy.retention.p1': 'We keep personal data only for as long as we need it:',
  'legal.privacy.retention.open':
    '<b>While your account is open</b>, we keep your profile, photos, connections and messages so the service works.',
  'legal.privacy.retention.deactivate':
    '<b>If you deactivate your account</b>, your profile is hidden from everyone and kept until you return or delete it.',
  'legal.privacy.retention.delete':
    '<b>If you delete your account</b>, your profile, photos and messages are removed from our live systems within 30 days and from our backups within a further 90 days. Deletion cannot be undone.',
  'legal.privacy.retention.identity':
    '<b>Identity documents</b> are deleted within 30 days of the check being completed; we keep only the result.',
  'legal.privacy.retention.team': '<b>Messages to our team</b> are kept for up to 12 months after your question is resolved.',
  'legal.privacy.retention.email':
    '<b>When you change your sign-in email</b>, we email your previous address a link, valid for 7 days, that puts it back if the change was not yours. We keep the previous address until you next change your email or delete your account.',
  'legal.privacy.retention.p2':
    'Some records must be kept for longer because the law requires it or to keep members safe: payment and invoice records for the period set by Indian tax law, security logs for at least one year, and a minimal record of accounts removed for serious misconduct so they cannot simply return. If you used the free trial, we keep a one-way code made from your phone number and email (not the number or email themselves), and from any verified number you replaced, so that the free trial is given once per person.',
  'legal.privacy.retention.p3': 'You can deactivate or delete your account at any time from your <settings>account settings</settings>.',
  'legal.privacy.security.title': 'How we protect your information',
  'legal.privacy.security.p1':
    'All traffic to Sakinah is encrypted in transit. Passwords are stored only as secure hashes, photos are kept under random names, and access to personal data within our team is limited to those who need it and is logged. No system is perfectly secure, but if a personal data breach ever affects you, we will inform you and the Data Protection Board of India as the law requires.',
  'legal.privacy.rights.title': 'Your rights under the DPDP Act, 2023',
  'legal.privacy.rights.p1': 'As a Data Principal you have the right to:',
  'legal.privacy.rights.access':
    '<b>Access</b> a summary of the personal data we hold about you, how we use it and with whom we have shared it;',
  'legal.privacy.rights.correct':
    '<b>Correct, complete or update</b> inaccurate or incomplete data; most of it you can edit yourself on your profile page;',
  'legal.privacy.rights.erase': '<b>Erase</b> your personal data when it is no longer needed, including by deleting your account;',
  'legal.privacy.rights.withdraw':
    '<b>Withdraw consent</b> at any time; this does not affect processing carried out before you withdrew it;',
  'legal.privacy.rights.nominate':
    '<b>Nominate</b> another person to exercise these rights for you in the event of your death or incapacity;',
  'legal.privacy.rights.grievance':
    '<b>Have your grievances redressed</b> by our Grievance Officer, and, if you are not satisfied, complain to the Data Protection Board of India.',
  'legal.privacy.rights.p2':
    'To use any of these rights, write to our Grievance Officer (see <grievance>Grievance Officer and contact</grievance>). We may ask you to confirm your identity first. We acknowledge every request within two working days and respond in full within 30 days.',
  'legal.privacy.rights.p3':
    'The Act also asks Data Principals to give accurate information, not to impersonate anyone and not to file false or frivolous complaints.',
  'legal.privacy.age.title': 'Age limit',
  'legal.privacy.age.p1':
    'Sakinah is for adults. Account holders must be at least {ageMin} years old, and we do not knowingly collect data about children. If you believe a profile belongs to someone under {ageMin}, please report it and we will remove it.',
  'legal.privacy.changes.title': 'Changes to this policy',
  'legal.privacy.changes.p1':
    'If we change this policy, we will update the date at the top of this page. If a change materially affects how we use your personal data, we will tell you by email or in the app before it takes effect and, where the law requires, ask for your consent again.',
  'legal.privacy.grievance.title': 'Grievance Officer and contact',
  'legal.privacy.grievance.p1':
    'If you have a question or complaint about your personal data, please contact our Grievance Officer. Write “Privacy” in the subject line so your message reaches the right person quickly. You can also use our <contact>contact form</contact>.',
  'legal.privacy.grievance.card': 'Grievance Officer',
  'legal.privacy.grievance.p2':
    'You can write to us in English, Hindi or Urdu. Letters by post should be addressed to the Grievance Officer at {office}.',
} as const;

export type LegalTextKey = keyof typeof LEGAL_TEXT;

/** One block of a section: a paragraph, a sub-heading, a bulleted list, or the team's contact card. */
export type LegalBlock =
  | { readonly p: LegalTextKey }
  | { readonly h3: LegalTextKey }
  | { readonly ul: readonly LegalTextKey[] }
  | { readonly card: LegalTextKey };

export interface LegalSectionText {
  /** The section's in-page anchor (kept in every language, so links to #cookies keep working). */
  readonly id: string;
  readonly title: LegalTextKey;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocumentText {
  readonly eyebrow: LegalTextKey;
  readonly title: LegalTextKey;
  readonly intro: LegalTextKey;
  readonly sections: readonly LegalSectionText[];
}

const T = 'legal.terms.' as const;
const P = 'legal.privacy.' as const;

export const TERMS_DOCUMENT: LegalDocumentText = {
  eyebrow: `${T}eyebrow`,
  title: `${T}title`,
  intro: `${T}intro`,
  sections: [
    { id: 'agreement', title: `${T}agreement.title`, blocks: [{ p: `${T}agreement.p1` }, { p: `${T}agreement.p2` }] },
    {
      id: 'eligibility',
      title: `${T}eligibility.title`,
      blocks: [
        { p: `${T}eligibility.p1` },
        { ul: [`${T}eligibility.age`, `${T}eligibility.muslim`, `${T}eligibility.lawful`, `${T}eligibility.notRemoved`] },
        { p: `${T}eligibility.p2` },
      ],
    },
    {
      id: 'accounts',
      title: `${T}accounts.title`,
      blocks: [
        { p: `${T}accounts.p1` },
        { ul: [`${T}accounts.true`, `${T}accounts.one`, `${T}accounts.photos`, `${T}accounts.password`, `${T}accounts.responsible`] },
        { p: `${T}accounts.p2` },
      ],
    },
    { id: 'approval', title: `${T}approval.title`, blocks: [{ p: `${T}approval.p1` }] },
    {
      id: 'plans-and-payments',
      title: `${T}plans.title`,
      blocks: [{ p: `${T}plans.p1` }, { ul: [`${T}plans.prices`, `${T}plans.payment`, `${T}plans.noRenewal`, `${T}plans.refunds`] }],
    },
    { id: 'free-trial', title: `${T}trial.title`, blocks: [{ p: `${T}trial.p1` }] },
    {
      id: 'acceptable-use',
      title: `${T}use.title`,
      blocks: [
        { p: `${T}use.p1` },
        {
          ul: [
            `${T}use.harass`,
            `${T}use.money`,
            `${T}use.fake`,
            `${T}use.share`,
            `${T}use.commercial`,
            `${T}use.bots`,
            `${T}use.unlawful`,
          ],
        },
      ],
    },
    { id: 'reporting-and-blocking', title: `${T}reporting.title`, blocks: [{ p: `${T}reporting.p1` }, { p: `${T}reporting.p2` }] },
    { id: 'your-content', title: `${T}content.title`, blocks: [{ p: `${T}content.p1` }] },
    { id: 'termination', title: `${T}termination.title`, blocks: [{ p: `${T}termination.p1` }, { p: `${T}termination.p2` }] },
    { id: 'disclaimers', title: `${T}disclaimers.title`, blocks: [{ p: `${T}disclaimers.p1` }] },
    { id: 'liability', title: `${T}liability.title`, blocks: [{ p: `${T}liability.p1` }, { p: `${T}liability.p2` }] },
    { id: 'governing-law', title: `${T}law.title`, blocks: [{ p: `${T}law.p1` }] },
    { id: 'changes', title: `${T}changes.title`, blocks: [{ p: `${T}changes.p1` }] },
    { id: 'contact', title: `${T}contact.title`, blocks: [{ p: `${T}contact.p1` }, { card: `${T}contact.card` }] },
  ],
};

const sub = (name: string) => [{ h3: `${P}${name}.h` }, { p: `${P}${name}.p` }] as LegalBlock[];

export const PRIVACY_DOCUMENT: LegalDocumentText = {
  eyebrow: `${P}eyebrow`,
  title: `${P}title`,
  intro: `${P}intro`,
  sections: [
    { id: 'about-this-policy', title: `${P}about.title`, blocks: [{ p: `${P}about.p1` }, { p: `${P}about.p2` }] },
    {
      id: 'information-we-collect',
      title: `${P}collect.title`,
      blocks: [
        { p: `${P}collect.p1` },
        ...['profile', 'number', 'photos', 'identity', 'activity', 'payments', 'team', 'technical'].flatMap((name) => sub(`collect.${name}`)),
      ],
    },
    {
      id: 'how-we-use-information',
      title: `${P}use.title`,
      blocks: [
        { p: `${P}use.p1` },
        {
          ul: [
            `${P}use.profile`,
            `${P}use.matches`,
            `${P}use.verify`,
            `${P}use.plan`,
            `${P}use.safety`,
            `${P}use.answer`,
            `${P}use.law`,
          ],
        },
        { p: `${P}use.p2` },
      ],
    },
    {
      id: 'who-sees-what',
      title: `${P}sees.title`,
      blocks: ['members', 'photos', 'account', 'contact', 'wali', 'team', 'law'].flatMap((name) => sub(`sees.${name}`)),
    },
    {
      id: 'cookies',
      title: `${P}cookies.title`,
      blocks: [{ p: `${P}cookies.p1` }, { ul: [`${P}cookies.session`, `${P}cookies.device`] }, { p: `${P}cookies.p2` }],
    },
    {
      id: 'retention-and-deletion',
      title: `${P}retention.title`,
      blocks: [
        { p: `${P}retention.p1` },
        {
          ul: [
            `${P}retention.open`,
            `${P}retention.deactivate`,
            `${P}retention.delete`,
            `${P}retention.identity`,
            `${P}retention.team`,
            `${P}retention.email`,
          ],
        },
        { p: `${P}retention.p2` },
        { p: `${P}retention.p3` },
      ],
    },
    { id: 'security', title: `${P}security.title`, blocks: [{ p: `${P}security.p1` }] },
    {
      id: 'your-rights',
      title: `${P}rights.title`,
      blocks: [
        { p: `${P}rights.p1` },
        {
          ul: [
            `${P}rights.access`,
            `${P}rights.correct`,
            `${P}rights.erase`,
            `${P}rights.withdraw`,
            `${P}rights.nominate`,
            `${P}rights.grievance`,
          ],
        },
        { p: `${P}rights.p2` },
        { p: `${P}rights.p3` },
      ],
    },
    { id: 'age-limit', title: `${P}age.title`, blocks: [{ p: `${P}age.p1` }] },
    { id: 'changes', title: `${P}changes.title`, blocks: [{ p: `${P}changes.p1` }] },
    {
      id: 'grievance-officer',
      title: `${P}grievance.title`,
      blocks: [{ p: `${P}grievance.p1` }, { card: `${P}grievance.card` }, { p: `${P}grievance.p2` }],
    },
  ],
};
