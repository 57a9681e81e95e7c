/** What other features use of safety: block, report, pause and reactivate, and Settings' cards. */
export { BlockButton } from './block-button';
export { BlockedMembersCard } from './blocked-members-card';
export { DeactivateAccount } from './deactivate-account';
export { MyReportsLinkCard } from './my-reports';
export { ProfileSafetyActions } from './profile-safety-actions';
export { ReactivateDialog, isDeactivated } from './reactivate-dialog';
export { ReportDialog } from './report-button';
