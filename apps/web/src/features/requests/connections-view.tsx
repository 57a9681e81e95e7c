import { useState } from 'react';
import { Link } from 'react-router';
import { Mail, MailX, Phone, UserMinus } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../components/ui/avatar';
import { Button, ButtonLink } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { PageLoading } from '../../components/ui/page-loading';
import type { RequestItem } from '@sakinah/contract';
import { fullName } from './full-name';
import { useApprovedRequests, useRemoveRequest } from './use-requests';
import { EmailText } from '../../components/ui/email-text';
import { InstallAfterConnection } from '../install-app/public';

function ConnectionCard({ item, onRemove }: { item: RequestItem; onRemove: () => void }) {
  const { t } = useT();
  const name = fullName(item);
  return (
    <li className="card flex flex-col gap-4 p-5 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-4">
        <Avatar src={item.avatar} name={name} size={56} className="shrink-0" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-bold text-brand-800">{name}</h2>
          {/* The server decides: details only when shared (connected, both agreed, my plan has them). */}
          {(item.contactShared ?? false) && (item.email || item.contactNo) ? (
            <ul className="mt-1 space-y-0.5 text-sm">
              {item.contactNo && (
                <li>
                  <a href={`tel:+91${item.contactNo}`} className="flex items-center gap-1.5 text-brand-700 hover:underline">
                    <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('connections.phone')}</span>
                    <span dir="ltr">+91 {item.contactNo}</span>
                  </a>
                </li>
              )}
              {item.email && (
                <li>
                  <a href={`mailto:${item.email}`} className="flex items-center gap-1.5 text-brand-700 hover:underline">
                    <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                    <span className="sr-only">{t('connections.email')}</span>
                    <EmailText email={item.email} className="min-w-0" />
                  </a>
                </li>
              )}
            </ul>
          ) : (
            <p className="mt-1 flex items-start gap-1.5 text-sm text-muted">
              <MailX className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {t('connections.sharedWhenAgreed')}{' '}
                <Link to={ROUTES.conversation.replace(':userId', encodeURIComponent(item.userId))} className="font-semibold text-brand-700 underline underline-offset-2">
                  {t('connections.askInChat')}
                </Link>
              </span>
            </p>
          )}
        </div>
      </div>
      <div className="flex gap-2 sm:shrink-0">
        <ButtonLink to={`/user/view-profile/${encodeURIComponent(item.userId)}`} variant="profile" size="sm" className="flex-1 sm:flex-none">
          {t('connections.viewProfile')}
        </ButtonLink>
        <Button variant="back" size="sm" onClick={onRemove} className="flex-1 sm:flex-none">
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          {t('connections.remove')}
        </Button>
      </div>
    </li>
  );
}

export function ConnectionsView() {
  const { t } = useT();
  const query = useApprovedRequests();
  const remove = useRemoveRequest();
  const [pending, setPending] = useState<RequestItem | null>(null);

  const confirmRemove = () => {
    if (!pending) return;
    remove.mutate(pending.requestshipId, { onSettled: () => setPending(null) });
  };

  return (
    <section className="container-page section">
      <header className="max-w-2xl">
        <p className="eyebrow">{t('connections.eyebrow')}</p>
        <h1 className="mt-2 text-4xl font-bold text-brand-800 sm:text-5xl">{t('connections.title')}</h1>
        <p className="mt-3 text-muted">{t('connections.lead')}</p>
      </header>

      <div className="mt-10">
        {query.isPending ? (
          <PageLoading />
        ) : query.isError ? (
          <div className="card mx-auto max-w-lg p-8 text-center">
            <p role="alert" className="font-medium text-red-700">
              {t('requestsFetchFailed')}
            </p>
            <Button variant="back" className="mt-5" onClick={() => void query.refetch()}>
              {t('connections.tryAgain')}
            </Button>
          </div>
        ) : query.data.length === 0 ? (
          <div className="card mx-auto max-w-lg p-8 text-center">
            <p className="font-medium text-ink">{t('requestsEmpty')}</p>
            <ButtonLink to={ROUTES.featuredProfiles} className="mt-5">
              {t('connections.browse')}
            </ButtonLink>
          </div>
        ) : (
          <div className="max-w-3xl space-y-6">
            {/* Her first connection is the moment the app is worth installing (never on a first visit). */}
            <InstallAfterConnection />
            <ul className="grid grid-cols-1 gap-4">
              {query.data.map((item) => (
                <ConnectionCard key={item.requestshipId} item={item} onRemove={() => setPending(item)} />
              ))}
            </ul>
          </div>
        )}
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={t('connections.removeTitle')}
        text={pending ? t('connections.removeText', { name: fullName(pending) }) : ''}
        confirmLabel={t('connections.remove')}
        cancelLabel={t('requests.cancel')}
        destructive
        busy={remove.isPending}
        busyLabel={t('connections.removing')}
        onConfirm={confirmRemove}
        onCancel={() => setPending(null)}
      />
    </section>
  );
}
