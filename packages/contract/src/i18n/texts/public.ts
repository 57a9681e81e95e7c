/**
 * The public pages' own texts (issue 43): the home page, the pages' titles and descriptions for search engines, the
 * 404 page. English as the pages said it before; Hindi and Urdu in locales/public.hi.json and public.ur.json.
 */

export const PUBLIC_TEXT = {
  'seo.home.title': 'Sakinah – Muslim Matrimony for a Blessed Nikah',
  'seo.home.description':
    'Shariah-compliant Muslim matrimony for India. Browse verified profiles, involve your family and guardians, and find a spouse who shares your faith.',
  'seo.about.title': 'About Us',
  'seo.about.description':
    'Our mission is to help Muslim families in India find a righteous spouse, guided by Islamic values, family involvement and privacy you control.',
  'seo.contact.title': 'Contact Us',
  'seo.contact.description':
    'Contact the Sakinah team in Lucknow by phone, email or our contact form. We help with accounts, profile approval, plans and payments, privacy and safety.',
  'seo.faq.title': 'Frequently Asked Questions',
  'seo.faq.description':
    'Answers about Sakinah: creating a profile, profile approval, matching, plans in rupees and the 7-day free trial, messaging, photo privacy, wali accounts, ID verification and support.',
  'seo.pricing.title': 'Pricing',
  'seo.pricing.description':
    'Sakinah membership plans for 1, 3 and 6 months or a year: view profiles and photos, connect with families and find a righteous spouse. Prices in rupees.',
  'seo.login.title': 'Login',
  'seo.login.description': 'Sign in to Sakinah to continue your search for a righteous spouse.',
  'seo.notFound.title': 'Page not found',
  'seo.notFound.description': 'The page you were looking for does not exist on Sakinah.',

  'home.hero.eyebrow': 'Shariah-compliant matrimony for India',
  'home.hero.title': 'Find a spouse who shares your faith and values',
  'home.hero.lead':
    'Sakinah brings sincere Muslim singles and their families together through verified profiles, guardian involvement and privacy you control, so you can search with dignity and peace of mind.',
  'home.hero.createAccount': 'Create Account',
  'home.hero.howItWorks': 'See how it works',
  'home.hero.verified': 'Verified profiles',
  'home.hero.familyInvolved': 'Family involved',
  'home.hero.private': 'Private by default',
  'home.hero.faithFirst': 'Faith-first matching',
  'home.hero.guardiansWelcome': 'Guardians welcome',

  'home.steps.eyebrow': 'How it works',
  'home.steps.title': 'Find Your Perfect Match',
  'home.steps.lead': 'Four simple, dignified steps, with your family beside you from the first click to the nikah.',
  'home.steps.step': 'Step ',
  'home.steps.profile.title': 'Create Your Profile',
  'home.steps.profile.text':
    'Share your deen, family background and hopes for marriage. Parents and guardians can create a profile on your behalf.',
  'home.steps.browse.title': 'Browse Matches',
  'home.steps.browse.text':
    'Explore verified profiles by age, education, location and community, with suggestions shaped by your preferences.',
  'home.steps.connect.title': 'Connect Securely',
  'home.steps.connect.text':
    'Send a connection request and talk through private, moderated messages, with your family included whenever you wish.',
  'home.steps.journey.title': 'Begin Your Journey',
  'home.steps.journey.text':
    'When both families are at ease, take the next step towards a blessed nikah with confidence and barakah.',

  'home.values.eyebrow': 'What guides us',
  'home.values.title': 'Our Islamic Values',
  'home.values.lead': 'Sakinah means tranquillity. Everything we build serves the peaceful, blessed marriage our faith describes.',
  'home.values.ayahMeaning': '“And of His signs is that He created for you from yourselves mates that you may find tranquillity in them.”',
  'home.values.ayahSource': 'Qur’an, Surah Ar-Rum 30:21',
  'home.values.faith.title': 'Faith',
  'home.values.faith.text': 'Built around the Islamic principles of modesty, sincerity and halal interaction at every step.',
  'home.values.respect.title': 'Respect',
  'home.values.respect.text': 'We honour the dignity of every member, with courteous conduct and no tolerance for misuse.',
  'home.values.family.title': 'Family',
  'home.values.family.text': 'Parents and guardians are welcome partners in the search, just as our tradition encourages.',
  'home.values.privacy.title': 'Privacy',
  'home.values.privacy.text': 'Your photos and contact details stay private until you decide to share them.',

  'home.features.eyebrow': 'Designed for Muslim families',
  'home.features.title': 'Special Features',
  'home.features.lead': 'Everything you need for a search that is modest, safe and true to your values.',
  'home.features.family.title': 'Family Involvement',
  'home.features.family.text':
    'Parents and siblings can help review matches and share their thoughts, so important decisions are made together.',
  'home.features.guardian.title': 'Guardian Communication',
  'home.features.guardian.text':
    'A wali can take part in conversations, keeping every exchange transparent, respectful and within Islamic etiquette.',
  'home.features.faith.title': 'Faith Compatibility',
  'home.features.faith.text': 'Match on what matters most: religious practice, community and school of thought, not just a photograph.',
  'home.features.privacy.title': 'Enhanced Privacy',
  'home.features.privacy.text': 'Blur your photos, keep your contact details hidden and decide exactly who can see what, and when.',
  'home.features.personal.title': 'Personalized Matching',
  'home.features.personal.text':
    'Thoughtful suggestions based on your preferences for age, education, profession, location and family values.',
  'home.features.secure.title': 'Secure Communication',
  'home.features.secure.text':
    'Private, moderated messaging on the platform, so you never need to share your phone number before you are ready.',

  'home.closing.title': 'Your journey to nikah begins with a single step',
  'home.closing.lead':
    'Create your profile in minutes, invite your family, and let us help you meet someone who shares your faith.',
  'home.closing.createAccount': 'Create Account',
  'home.closing.about': 'Learn About Us',

  'pricing.eyebrow': 'Membership Plans',
  'pricing.title': 'Choose Your Plan',
  'pricing.lead': 'Simple, honest pricing to help you find a righteous companion. Pick the length that suits your search.',

  'login.title': 'Welcome Back',
  'login.subtitle': 'Sign in with your email and password.',
  'login.back': 'Back',
  'login.email': 'Email Address',
  'login.emailPlaceholder': 'you@example.com',
  'login.password': 'Password',
  'login.passwordPlaceholder': 'Your password',
  'login.forgot': 'Forgot password?',
  'login.reset': 'Reset',
  'login.submit': 'Login',
  'login.submitting': 'Logging in...',
  'login.noAccount': "Don't have an account?",
  'login.createAccount': 'Create Account',
  'login.tryAgain': 'Try again',
  'pricing.loginRequired.title': 'Login Required',
  'pricing.loginRequired.text': 'Please login or create a free account to see our plans and choose the one that suits your search.',
  'pricing.loginRequired.login': 'Login',
  'pricing.loginRequired.signup': 'Create Account',

  'notFound.eyebrow': 'Error 404',
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you were looking for has moved or never existed. Let us take you back to somewhere familiar.',
  'notFound.home': 'Go to Home',
  'notFound.contact': 'Contact Support',
} as const;
