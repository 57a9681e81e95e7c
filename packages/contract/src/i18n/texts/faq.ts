/**
 * The FAQ page's questions and answers (issue 43), English word for word as the page said it; Hindi and Urdu in
 * locales/faq.hi.json and faq.ur.json. Keys: `faq.<question id>.q`, its paragraphs `.a1`…, points `.p1`…, link `.link`.
 */
export const FAQ_TEXT = {
  'faq.page.eyebrow': 'Help Centre',
  'faq.page.title': 'Frequently Asked Questions',
  'faq.page.lead':
    'Everything you need to know about finding a spouse on Sakinah, from your first profile to the day you share your good news. Choose a topic or read the questions members ask most.',
  'faq.page.topics': 'Browse by topic',
  'faq.page.headlines': 'Most asked questions',
  'faq.page.headlinesLead': 'What families and members usually want to know before they join.',
  'faq.page.backToTopics': 'Back to topics',
  'faq.page.questionCount': '{count, plural, one {# question} other {# questions}}',

  'faq.still.eyebrow': 'We are here to help',
  'faq.still.title': 'Still have questions?',
  'faq.still.text': 'Our support team is glad to help with anything not covered here. We are available {hours}.',
  'faq.still.support': 'Contact Support',
  'faq.still.write': 'Write to us',
  'faq.still.contact': 'Contact Us',

  'faq.link.privacy': 'Read our Privacy Policy',
  'faq.link.safety': 'Visit our Safety Centre',

  'faq.why-sakinah.q': 'How is Sakinah different from other matrimony sites?',
  'faq.why-sakinah.a1':
    'Sakinah is made only for Muslims in India who are seeking nikah, and it is built around Islamic values rather than casual dating. Every new profile is reviewed and approved by our team before anyone else can see it, so the people you meet are real and serious about marriage.',
  'faq.why-sakinah.a2':
    'Families are welcome from the first day: parents can create a profile for a daughter, son or other relative, and a wali (guardian) can follow the conversations. Privacy stays in your hands, with private photos, an invisible mode and contact details that are only shared when you choose.',
  'faq.privacy-protected.q': 'How is my privacy protected?',
  'faq.privacy-protected.a1':
    'You decide who sees what. Photos can be public to members or private, in which case a member has to ask and you approve each request. You can hide your whole profile with invisible mode whenever you need a break.',
  'faq.privacy-protected.a2':
    'Phone numbers and email addresses are filtered out of early chats. When you both feel ready, you can share them through the contact exchange feature. We use only strictly necessary cookies (to keep you signed in, and to notice one device opening many accounts), no advertising or third-party trackers, and we never sell your information.',
  'faq.family-wali.q': 'Can my family be involved through a wali account?',
  'faq.family-wali.a1':
    'Yes. A wali account lets a guardian, such as a father, brother or another trusted family member, stay involved in the search. The wali is linked to the member\u2019s profile and can follow matches and conversations, so the process stays respectful and in keeping with Islamic etiquette.',
  'faq.family-wali.a2':
    'Parents and relatives can also create and manage a profile on behalf of a daughter, son or other relative, with that person\u2019s knowledge and consent.',
  'faq.verify-identity.q': 'How does identity verification work?',
  'faq.verify-identity.a1':
    'From your account settings, upload a photo of a government-issued ID (such as a passport, voter ID, driving licence or a masked Aadhaar) together with a selfie taken at the time. Our team compares the two and confirms the result within 24 to 48 hours.',
  'faq.verify-identity.a2':
    'Verified members carry a verified badge on their profile, which gives other members and their families extra confidence. Your ID is used only for this check and is never shown to other members.',

  'faq.account.title': 'Account & Profile',
  'faq.account.summary': 'Creating a profile, approval, photos and closing your account.',
  'faq.who-can-register.q': 'Who can create a profile?',
  'faq.who-can-register.a1':
    'You can create a profile for yourself, or for your daughter, son or another relative. The person who holds the account must be between {min} and {max} years old, and the person the profile describes must be legally eligible to marry.',
  'faq.who-can-register.a2':
    'If you are creating a profile for someone else, please make sure they know about it and agree to it. Their details and photos should be accurate and up to date.',
  'faq.who-can-register.link': 'Create an account',
  'faq.profile-approval.q': 'Why is my profile not visible yet?',
  'faq.profile-approval.a1':
    'Every new profile is reviewed and approved by our team before it appears to other members. This keeps fake and incomplete profiles off Sakinah. Approval is usually quick; you will be told as soon as your profile is live.',
  'faq.profile-approval.a2': 'If we need anything changed, such as a clearer photo or missing details, we will let you know what to update.',
  'faq.photo-rules.q': 'What photos can I upload?',
  'faq.photo-rules.a1':
    'Photos must be JPEG or PNG files of up to {mb} MB each, and you can add up to {photos} photos. Choose clear, recent and modest photos of the person the profile belongs to.',
  'faq.photo-rules.a2': 'Every photo is re-encoded when you upload it, which removes hidden information such as the location where it was taken.',
  'faq.edit-profile.q': 'Can I change my profile after it is approved?',
  'faq.edit-profile.a1':
    'Yes. You can update your details, preferences and photos at any time from your profile page. Significant changes, such as a new main photo, may be reviewed again before they are shown.',
  'faq.deactivate-delete.q': 'How do I deactivate or delete my account?',
  'faq.deactivate-delete.a1':
    'In your account settings you can deactivate your account, which hides your profile until you sign in and reactivate it. Your details and connections are kept for when you return.',
  'faq.deactivate-delete.a2':
    'You can also delete your account permanently. This removes your profile, photos and messages and cannot be undone. Many members delete their account with good news: they have found their spouse.',
  'faq.deactivate-delete.link': 'Go to account settings',

  'faq.matching.title': 'Matching & Search',
  'faq.matching.summary': 'Daily suggestions, interest requests, search filters and what plans add.',
  'faq.free-vs-premium.q': 'What do free members get, and what does a plan add?',
  'faq.free-vs-premium.a1':
    'Anyone can create a complete profile. A plan (or the free trial) opens up the rest, and each plan on the Pricing page lists exactly what it includes: every line there is something Sakinah really does.',
  'faq.free-vs-premium.p1': 'Every plan: search with all filters, interest requests and chat with your connections.',
  'faq.free-vs-premium.p2':
    'Different on each plan: how many profiles and photos you can view, and how many new conversations you can start a day.',
  'faq.free-vs-premium.p3':
    'Added by some plans: the contact details of your connections (when both of you agree), read receipts in chat, priority support, up to 10 daily match suggestions, and seeing who viewed your profile.',
  'faq.free-vs-premium.link': 'Compare plans',
  'faq.daily-matches.q': 'How are daily match suggestions chosen?',
  'faq.daily-matches.a1':
    'With a plan that includes them, each day we suggest up to 10 members whose profiles fit the partner preferences you have set, such as age range, location, education, profession and community, ranked the same way as Featured Profiles. We never suggest someone twice, or someone you have already sent or received a request from. The more complete your profile and preferences, the better your suggestions become.',
  'faq.interest-requests.q': 'What is an interest request?',
  'faq.interest-requests.a1':
    'An interest request is a polite way of saying you would like to know someone better. If the member accepts, you become connected and can start a conversation. If they decline, nothing more is shared and no explanation is needed.',
  'faq.advanced-search.q': 'Can I search for profiles myself?',
  'faq.advanced-search.a1':
    'Yes. Every member searches with the same filters, whatever the plan: age, location, education, profession, community, marital status and height.',

  'faq.billing.title': 'Plans & Billing',
  'faq.billing.summary': 'Plans, the free trial, payments in rupees and renewals.',
  'faq.plans.q': 'Which plans are available?',
  'faq.plans.a1': 'We offer three paid plans. All prices are in Indian rupees ({currency}) and are shown on the Pricing page.',
  'faq.plans.p1': 'Basic, Standard and Premium',
  'faq.plans.p2': 'Each for 1 month, 3 months, 6 months or 1 year',
  'faq.plans.link': 'See current prices',
  'faq.free-trial.q': 'Is there a free trial?',
  'faq.free-trial.a1':
    'Yes. New members can try the Basic plan free for {days} days, and no credit card is needed to start. The free trial is available once per member, and a new account with the same phone number or email does not get another.',
  'faq.payment-methods.q': 'How do I pay, and is it safe?',
  'faq.payment-methods.a1':
    'Plans are paid in Indian rupees ({currency}). Your payment is handled by our card payment provider on its secure page; Sakinah never sees or stores your card number.',
  'faq.auto-renewal.q': 'Does my plan renew automatically?',
  'faq.auto-renewal.a2': 'Each plan is a one-off payment. Every reminder has a link to renew the same plan, if you wish.',
  'faq.auto-renewal.link': 'Reminder settings',
  'faq.refunds.q': 'Can I get a refund?',
  'faq.refunds.a1':
    'We do not give refunds for partly used periods. If you no longer need your plan, there is nothing to cancel: it simply ends at the close of the period you paid for.',
  'faq.refunds.a2': 'If you believe you were charged by mistake, please contact us and we will look into it promptly.',

  'faq.communication.title': 'Messaging & Communication',
  'faq.communication.summary': 'Conversations, sharing contact details and chat etiquette.',
  'faq.conversation-limit.q': 'Is there a limit on how many conversations I can start?',
  'faq.conversation-limit.a1':
    'Each plan shows how many new conversations you can start a day, and some plans have no cap; the cap resets daily. Replying within conversations you already have is never limited by this cap.',
  'faq.contact-exchange.q': 'Why are phone numbers removed from my messages?',
  'faq.contact-exchange.a1':
    'For your safety, phone numbers, email addresses and similar contact details are filtered out of early conversations. This gives both sides time to get to know each other before anything personal is shared.',
  'faq.contact-exchange.a2': 'When you are both ready, use the contact exchange feature in the chat. Details are shared only when both members agree.',
  'faq.read-receipts.q': 'What are read receipts?',
  'faq.read-receipts.a1':
    'Read receipts show when the other member has read your message. They come with the plans that list them on the Pricing page, such as Premium.',
  'faq.chat-etiquette.q': 'What is expected of me in conversations?',
  'faq.chat-etiquette.a1':
    'Be honest, respectful and modest, as you would be if your families were present. Never ask a member for money, bank details or gifts, and report anyone who does. Members who harass others are removed from Sakinah.',
  'faq.chat-etiquette.link': 'Safety advice for meeting, money and family',

  'faq.privacy.title': 'Privacy & Safety',
  'faq.privacy.summary': 'Photo privacy, invisible mode, blocking and reporting.',
  'faq.photo-privacy.q': 'Who can see my photos?',
  'faq.photo-privacy.a1':
    'You choose. Public photos are shown to members who view your profile. Private photos stay hidden until a member sends a request and you approve it, and you can withdraw access later.',
  'faq.invisible-mode.q': 'Can I hide my profile for a while?',
  'faq.invisible-mode.a1':
    'Yes. Turn on invisible mode in your settings to hide your profile from search and suggestions. Your existing connections stay in place, and you can become visible again whenever you like.',
  'faq.safety-tools.q': 'What can I do if someone makes me uncomfortable?',
  'faq.safety-tools.a1': 'You are always in control of who can reach you:',
  'faq.safety-tools.p1': 'Block a member so they can no longer see your profile or message you.',
  'faq.safety-tools.p2': 'Report a profile or message; our team reviews every report.',
  'faq.safety-tools.p3': 'Hide your profile with invisible mode.',
  'faq.safety-tools.p4': 'Verify your identity with an ID and a selfie (checked within 24 to 48 hours) so others know you are genuine.',
  'faq.safety-tools.p5': 'Deactivate your account for a while, or delete it permanently.',
  'faq.data-sharing.q': 'Do you sell my data or use advertising trackers?',
  'faq.data-sharing.a1':
    'No. We never sell your personal information, and Sakinah has no advertising or third-party trackers. We use only strictly necessary cookies: one keeps you signed in, and one helps us notice a device opening many fake accounts.',

  'faq.support.title': 'Help & Support',
  'faq.support.summary': 'Reaching our team, sign-in problems and response times.',
  'faq.reach-team.q': 'How can I contact the Sakinah team?',
  'faq.reach-team.a1': 'Send us a message through the contact form, email {email} or call {phone}. Our team is available {hours}.',
  'faq.reach-team.link': 'Contact us',
  'faq.response-time.q': 'How quickly will I get a reply?',
  'faq.response-time.a1': 'We reply to most messages within one working day. Reports about safety are looked at first.',
  'faq.forgot-password.q': 'I forgot my password. What should I do?',
  'faq.forgot-password.a1':
    'Choose "Forgot password" on the login page and enter the email address you registered with. We will send you a link to set a new password.',
  'faq.forgot-password.link': 'Reset your password',
  'faq.success-story.q': 'We found each other on Sakinah. Can we share our story?',
  'faq.success-story.a1':
    'Alhamdulillah, and congratulations! We would love to hear from you. Write to us through the contact form; with your permission, your story may encourage others on their own journey.',
} as const;
