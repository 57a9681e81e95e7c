import { lazy } from 'react';

/** What other features use of notifications: Settings' tab, loaded when opened. */
export const NotificationSettingsTab = lazy(() => import('./notification-settings').then((module) => ({ default: module.NotificationSettingsTab })));
