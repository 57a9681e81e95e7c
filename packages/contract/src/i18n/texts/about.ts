/**
 * The About page's texts (issue 43), English as the page said it; Hindi and Urdu in locales/about.hi.json and
 * about.ur.json. `{communities}` and `{states}` are counts the page takes from the contract's lists.
 */
export const ABOUT_TEXT = {
  'about.hero.eyebrow': 'About Us',
  'about.hero.title': 'Bringing hearts together, the halal way',
  'about.hero.lead':
    'Sakinah is a Shariah-compliant matrimony platform for Muslims in India. We help sincere men and women, and the families who love them, find a righteous spouse with dignity, privacy and barakah.',

  'about.mission.eyebrow': 'Why we exist',
  'about.mission.title': 'Our Mission',
  'about.mission.text1':
    'Finding a spouse should bring peace, not anxiety. Our mission is to make the search simple, safe and true to Islamic values for every Muslim family in India, whether you live in a metro city or a small town.',
  'about.mission.text2':
    'We combine the warmth of a traditional rishta, where families and elders are part of the journey, with the reach and convenience of a modern platform.',
  'about.name.title': 'Why the name Sakinah?',
  'about.name.text':
    'Sakinah means tranquillity. Allah describes marriage as a source of it: \u201cAnd of His signs is that He created for you from yourselves mates that you may find tranquillity in them; and He placed between you affection and mercy.\u201d',
  'about.name.cite': 'Qur\u2019an 30:21',

  'about.values.eyebrow': 'What we stand for',
  'about.values.title': 'Our Values',
  'about.values.lead': 'Six principles guide every feature we build and every decision we make.',
  'about.values.faith.title': 'Faith First',
  'about.values.faith.text':
    'The Qur\u2019an and Sunnah shape how we work, from modest profiles to halal ways of getting to know one another.',
  'about.values.sincerity.title': 'Sincerity',
  'about.values.sincerity.text':
    'Sakinah is for people who intend marriage. We welcome sincere seekers and act quickly on anyone who is not.',
  'about.values.respect.title': 'Respect and Modesty',
  'about.values.respect.text':
    'Every member is treated with dignity. Courteous conduct is expected, and modest presentation is encouraged.',
  'about.values.family.title': 'Family at the Heart',
  'about.values.family.text': 'Marriage joins two families. Parents, siblings and guardians are welcome partners in the search.',
  'about.values.trust.title': 'Trust and Privacy',
  'about.values.trust.text': 'Your information is an amanah. You decide who sees your photos and contact details, and when.',
  'about.values.fairness.title': 'Fairness for All',
  'about.values.fairness.text':
    'Muslims from every state and more than {communities} communities and schools of thought are equally welcome.',

  'about.why.eyebrow': 'The Sakinah difference',
  'about.why.title': 'Why Choose Us',
  'about.why.lead': 'A matrimony service built around the way Muslim families in India actually look for a match.',
  'about.why.verified.title': 'Verified, genuine profiles',
  'about.why.verified.text':
    'Our team reviews every profile before it goes live, so you spend your time with people of sincere intent.',
  'about.why.shariah.title': 'Shariah-compliant by design',
  'about.why.shariah.text':
    'Halal interaction, modest presentation and guardian involvement are built into the platform, not added later.',
  'about.why.families.title': 'Families and guardians included',
  'about.why.families.text': 'Involve your wali and loved ones at each step, just as you would in a traditional rishta.',
  'about.why.privacy.title': 'Privacy you control',
  'about.why.privacy.text': 'Keep photos blurred and contact details hidden until you are comfortable sharing them.',
  'about.why.india.title': 'Made for Muslims in India',
  'about.why.india.text':
    'Search across {states} states and union territories and more than {communities} communities, from Kashmir to Kerala.',
  'about.why.support.title': 'Caring, human support',
  'about.why.support.text': 'A real team in Lucknow is here to help: {hours}.',
  'about.india.title': 'Built in India, for Indian Muslim families',
  'about.india.states': 'States and union territories',
  'about.india.communities': 'Communities and schools of thought',
  'about.india.reviewed': 'Profiles reviewed by our team',

  'about.join.title': 'Begin your journey with us',
  'about.join.text':
    'Thousands of families have already found their match on Sakinah. Create your profile today; in sha Allah, yours is next.',
  'about.join.button': 'Join Us Today',
  'about.join.talk': 'Questions? Talk to our team',
} as const;
