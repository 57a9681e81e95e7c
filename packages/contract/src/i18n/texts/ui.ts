/** The shared components' own words (issue 43): the defaults a screen does not set. */
export const UI_DEFAULTS_TEXT = {
  'ui.confirm': 'Confirm',
  'ui.cancel': 'Cancel',
  'ui.close': 'Close',
  'ui.optional': 'Optional',
  'ui.showField': 'Show {field}',
  'ui.hideField': 'Hide {field}',
  'ui.emailAddress': 'Email Address',
  'ui.firstName': 'First Name',
  'ui.lastName': 'Last Name',
  'ui.profileCompletion': 'Profile completion',
  'ui.percentComplete': '{percent}% complete',
  'ui.brandHome': '{brand} home',
  'ui.sent': 'Sent',
  'ui.uploading': 'Uploading {file}',
  'ui.cancelUpload': 'Cancel upload',
  'ui.tryAgain': 'Try again',
} as const;
