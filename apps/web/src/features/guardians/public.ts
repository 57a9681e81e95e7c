import { lazy } from 'react';

/** Settings → Family, loaded when opened: settings' first load stays within its 50 KiB (issue 17). */
export const GuardiansTab = lazy(() => import('./guardians-tab').then((module) => ({ default: module.GuardiansTab })));
