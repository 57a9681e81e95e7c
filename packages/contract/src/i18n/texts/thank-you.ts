/** The thank-you page after checkout (public, without header and footer), in English (issue 43). */
export const THANK_YOU_TEXT = {
  'thankYou.seoTitle': 'Thank you',
  'thankYou.seoDescription': 'Thank you for choosing Sakinah. May Allah bless your journey towards a blessed Nikah.',
  'thankYou.title': 'Thank You!',
  'thankYou.lead':
    'JazakAllahu khairan for being part of Sakinah. We pray your search brings you a righteous companion and a home filled with tranquillity.',
  'thankYou.verse': '“And He placed between you affection and mercy.” (Qur’an 30:21)',
  'thankYou.home': 'Back to Home',
  'thankYou.contact': 'Contact Us',
} as const;
