/**
 * The contact page's texts (issue 43): its head, the three cards, the form; English as the page said it, Hindi and
 * Urdu in locales/contact.hi.json and contact.ur.json. `contact.hours` is the support hours, quoted by the FAQ and
 * the About page too.
 */
export const CONTACT_TEXT = {
  'contact.hours': 'Monday to Saturday, 10:00 to 18:00 IST',
  'contact.eyebrow': 'Get in touch',
  'contact.title': 'Contact Us',
  'contact.lead':
    'Questions about your account, a profile, your plan or your privacy? Our team in Lucknow is here to help you and your family at every step.',
  'contact.card.call': 'Call us',
  'contact.card.email': 'Email us',
  'contact.card.emailText': 'We reply to most emails within one working day.',
  'contact.card.office': 'Our office',
  'contact.card.officeText': 'Sakinah is run by a small team in Lucknow.',
  'contact.office': '2nd Floor, Hazratganj Corporate Centre, Lucknow, Uttar Pradesh 226001',
  'contact.side.eyebrow': 'Write to us',
  'contact.side.title': 'Send us a message',
  'contact.side.lead': 'Tell us how we can help and we will reply by email, usually within one working day.',
  'contact.side.hours': 'Support hours',
  'contact.side.safety': 'Safety first',
  'contact.side.safetyText': 'To report a member, use Report on their profile so our team sees it straight away.',
  'contact.side.quick': 'Quick answers',
  'contact.side.quickText': 'Many questions are answered in our',
  'contact.side.faq': 'FAQ',
  'contact.loading': 'Loading the form...',
  'contact.form.name': 'Full Name',
  'contact.form.namePlaceholder': 'e.g. Ayesha Khan',
  'contact.form.email': 'Email Address',
  'contact.form.phone': 'Contact Number',
  'contact.form.optional': '(optional)',
  'contact.form.phonePlaceholder': '10-digit mobile number',
  'contact.form.phoneHint': '{digits} digits, without +91 or a leading 0. Leave empty if you prefer email.',
  'contact.form.message': 'Message',
  'contact.form.messagePlaceholder': 'How can we help you?',
  'contact.form.characters': '{count} / {max} characters',
  'contact.form.required': 'Required. We use your details only to reply; see our <link>Privacy Policy</link>.',
  'contact.form.sending': 'Sending...',
  'contact.form.send': 'Send Message',
} as const;
