import { EyeOff, SearchX, TriangleAlert } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { ApiError, errorMessage } from '../../lib/api';
import { BackButton } from '../profile-display/public';
import { ProfileRequestAction } from './profile-request-action';
import { localized, useT } from '../../lib/i18n';

/** A profile card behind a padlock: drawn here so no real face is ever shown. */
function LockIllustration() {
  return (
    <svg viewBox="0 0 160 140" className="mx-auto h-36 w-40" aria-hidden="true">
      <circle cx="80" cy="70" r="64" className="fill-brand-50" />
      <rect x="42" y="22" width="64" height="84" rx="10" className="fill-white stroke-brand-200" strokeWidth="2" />
      <circle cx="74" cy="50" r="13" className="fill-brand-100" />
      <path d="M52 90c3-13 12-20 22-20s19 7 22 20" className="fill-brand-100" />
      <rect x="54" y="96" width="40" height="4" rx="2" className="fill-brand-100" />
      <path d="M98 74v-8a14 14 0 0 1 28 0v8" fill="none" className="stroke-gold-600" strokeWidth="6" strokeLinecap="round" />
      <rect x="90" y="72" width="44" height="36" rx="8" className="fill-brand-700" />
      <circle cx="112" cy="86" r="5" className="fill-gold-300" />
      <rect x="110" y="88" width="4" height="10" rx="2" className="fill-gold-300" />
    </svg>
  );
}

function IconBadge({ kind }: { kind: 'hidden' | 'missing' | 'error' }) {
  const Icon = kind === 'hidden' ? EyeOff : kind === 'missing' ? SearchX : TriangleAlert;
  return (
    <span className="mx-auto flex h-20 w-20 items-center justify-center rounded-full bg-brand-50 text-brand-700" aria-hidden="true">
      <Icon className="h-9 w-9" />
    </span>
  );
}

/** Why another member's profile cannot be shown, in the server's words, and a way back. */
export function ProfileUnavailable({ error, userId }: { error: unknown; userId?: string }) {
  const { t } = useT();
  const message = errorMessage(error, MSG.anErrorOccurred);
  const status = error instanceof ApiError ? error.status : 0;
  // The server writes in the reader's language: its refusal is the private one in either.
  const isPrivate = status === 403 && (message === MSG.privateProfile || message === localized(MSG.privateProfile));
  const kind = status === 403 ? 'hidden' : status === 404 ? 'missing' : 'error';
  return (
    <section className="container-page section">
      <div className="card mx-auto max-w-lg px-6 py-10 text-center sm:px-10">
        {isPrivate ? <LockIllustration /> : <IconBadge kind={kind} />}
        <h1 className="mt-6 text-2xl leading-snug font-bold text-brand-800 sm:text-3xl">{localized(message)}</h1>
        {isPrivate && <p className="mt-3 text-sm text-muted">{t('profileView.privateHint')}</p>}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {isPrivate && userId && <ProfileRequestAction userId={userId} />}
          <BackButton fallback={ROUTES.home} />
        </div>
      </div>
    </section>
  );
}
