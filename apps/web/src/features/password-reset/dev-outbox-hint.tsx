import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';

const noSubscription = () => () => {};
const isLocalHost = () => {
  const host = window.location.hostname;
  return import.meta.env.DEV || host === 'localhost' || host === '127.0.0.1';
};

/**
 * In local runs mail lands in the dev outbox, not a real inbox. Read from the browser only
 * (the server snapshot says no), so the note never shows on a deployed site.
 */
export function DevOutboxHint() {
  const local = useSyncExternalStore(noSubscription, isLocalHost, () => false);
  const { t } = useT();
  if (!local) return null;
  return (
    <p className="text-xs text-muted">
      {t('checkEmail.devHint')}{' '}
      <Link to={ROUTES.devOutbox} className="font-medium text-brand-700 underline underline-offset-2">
        {t('checkEmail.devOutbox')}
      </Link>
    </p>
  );
}
