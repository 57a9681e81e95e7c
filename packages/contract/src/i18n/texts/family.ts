/**
 * The web's texts of issue 41's family screens (phone sign-in, the profile chooser, guardians), in English. Hindi and
 * Urdu: locales/family.hi.json and family.ur.json.
 */
export const FAMILY_TEXT = {
  'phoneSignIn.chooseWay': 'How would you like to sign in?',
  'phoneSignIn.tabEmail': 'Email',
  'phoneSignIn.tabPhone': 'Mobile number',
  'phoneSignIn.phoneLabel': 'Mobile number (WhatsApp)',
  'phoneSignIn.sendCode': 'Send code',
  'phoneSignIn.sendAgain': 'Send a new code',
  'phoneSignIn.codeLabel': 'Code',
  'phoneSignIn.signIn': 'Sign in',
  'phoneSignIn.chooseTitle': 'Choose a profile',
  'phoneSignIn.chooseHelp': 'This number manages more than one profile. Which one would you like to open?',
  'phoneSignIn.chooseList': 'Profiles of this number',
  'phoneSignIn.otherNumber': 'Use another number',
} as const;
