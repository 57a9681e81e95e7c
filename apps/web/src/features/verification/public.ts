import { lazy } from 'react';

/** What other features use of verification: the Verified badge, and Settings' tab. */
export { VerifiedBadge } from './verified-badge';

/** Loaded when opened: settings' first load stays within its 50 KiB (issue 17). */
export const VerificationTab = lazy(() => import('./verification-tab').then((module) => ({ default: module.VerificationTab })));
