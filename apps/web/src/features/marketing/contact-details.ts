/** The team's published contact details, shown in the footer and on the contact page. */
export const CONTACT_DETAILS = {
  phone: '+91 522 400 7860',
  phoneHref: '+915224007860',
  email: 'support@sakinah.in',
  office: '2nd Floor, Hazratganj Corporate Centre, Lucknow, Uttar Pradesh 226001',
  hours: 'Monday to Saturday, 10:00 to 18:00 IST',
} as const;
