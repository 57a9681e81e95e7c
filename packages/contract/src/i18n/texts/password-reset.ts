/**
 * The password's pages (forgot, check your email, reset; public, in every language) and the password checklist that
 * sign-up, Settings and the guardian's invitation share, in English (issue 43). Hindi and Urdu:
 * locales/password-reset.hi.json and .ur.json.
 */
export const PASSWORD_RESET_TEXT = {
  'forgot.seoTitle': 'Forgot Password',
  'forgot.seoDescription': 'Forgot your password? Enter your email and we will send you a link to choose a new one.',
  'forgot.title': 'Forgot Password?',
  'forgot.subtitle': 'Enter the email address of your account and we will send you a link to reset your password.',
  'forgot.backToLogin': 'Back to Login',
  'forgot.sending': 'Sending...',
  'forgot.submit': 'Reset Password',
  'checkEmail.seoTitle': 'Check Your Email',
  'checkEmail.seoDescription': 'We have sent you a link to reset your password. It expires in 1 hour.',
  'checkEmail.title': 'Check your email',
  'checkEmail.sentTo': 'If an account uses {email}, we have sent a link to it to choose a new password.',
  'checkEmail.sentToThis': 'If an account uses this address, we have sent a link to it to choose a new password.',
  'checkEmail.follow': 'Open the email and follow the link to choose a new password. The link expires in 1 hour.',
  'checkEmail.spam': "Can't find it? Check your spam or promotions folder.",
  'checkEmail.wrong': 'Wrong address, or no email after a few minutes?',
  'checkEmail.tryAnother': 'Try another email',
  'checkEmail.devHint': 'Testing locally?',
  'checkEmail.devOutbox': 'Open the dev outbox',
  'reset.seoTitle': 'Reset Password',
  'reset.seoDescription': 'Choose a new password for your account.',
  'reset.title': 'Reset Password',
  'reset.subtitle': 'Choose a strong new password for your account.',
  'reset.newPassword': 'New Password',
  'reset.confirmPassword': 'Confirm Password',
  'reset.resetting': 'Resetting...',
  'reset.submit': 'Reset Password',
  'reset.goToLogin': 'Go to Login now',
  'reset.newLink': 'Request a new link',
  // The rules sign-up shares are signup.rule* (texts/signup.ts).
  'passwordRule.upper': 'One uppercase letter',
  'passwordRule.lower': 'One lowercase letter',
  'passwordRule.requirements': 'Password requirements',
  'passwordRule.met': ' (met)',
  'passwordRule.notMet': ' (not met yet)',
} as const;
