import { useId } from 'react';
import { Link } from 'react-router';
import { BellOff, CheckCheck, Settings } from 'lucide-react';
import { ROUTES, type NotificationItem } from '@sakinah/contract';
import { Button, ButtonLink } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { PageLoading } from '../../components/ui/page-loading';
import { errorMessage } from '../../lib/api';
import { sitePath } from '../../lib/site-path';
import { useNow } from '../../lib/use-now';
import { formatFull, formatRelative } from '../messaging/public';
import { FALLBACK_ICON, NOTIFICATION_ICONS } from './notification-icons';
import { useMarkNotificationsRead, useNotificationPages } from './use-notifications';
import { useT } from '../../lib/i18n';

/** The notification centre: newest first, a page at a time, unread ones marked; each opens its page. */
export function NotificationsView() {
  const { t, formatNumber } = useT();
  const headingId = useId();
  const pages = useNotificationPages();
  const markRead = useMarkNotificationsRead();
  const now = useNow();
  const notifications = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  const unread = pages.data?.pages[0]?.unread ?? 0;

  let body;
  if (pages.isPending) body = <PageLoading />;
  else if (pages.isError) body = <LoadError message={errorMessage(pages.error, t('unexpectedErrorRetry'))} onRetry={() => void pages.refetch()} />;
  else if (notifications.length === 0) {
    body = (
      <div className="card mt-6 flex flex-col items-center px-6 py-12 text-center">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <BellOff className="h-7 w-7" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-bold text-brand-800">{t('notifications.emptyTitle')}</h2>
        <p className="mt-1 max-w-sm text-sm text-muted">
          {t('notifications.emptyText')}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <ul className="card mt-6 divide-y divide-brand-100 overflow-hidden" aria-labelledby={headingId}>
          {notifications.map((notification) => (
            <NotificationRow
              key={notification.id}
              notification={notification}
              now={now}
              onOpen={() => {
                if (!notification.readAt) markRead.mutate([notification.id]);
              }}
              onMarkRead={() => markRead.mutate([notification.id])}
              busy={markRead.isPending}
            />
          ))}
        </ul>
        {pages.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="back" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} aria-busy={pages.isFetchingNextPage || undefined}>
              {pages.isFetchingNextPage ? t('notifications.loading') : t('notifications.loadMore')}
            </Button>
          </div>
        )}
      </>
    );
  }

  return (
    <section className="container-page max-w-3xl py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={headingId} className="text-3xl font-bold text-brand-800 sm:text-4xl">
            {t('nav.notifications')}
          </h1>
          <p className="mt-1 text-sm text-muted" aria-live="polite">
            {unread > 0 ? t('notifications.unreadCount', { count: formatNumber(unread) }) : t('notifications.caughtUp')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {unread > 0 && (
            <Button variant="back" size="sm" onClick={() => markRead.mutate('all')} disabled={markRead.isPending}>
              <CheckCheck className="h-4 w-4" aria-hidden="true" /> {t('notifications.markAll')}
            </Button>
          )}
          <ButtonLink variant="ghost" size="sm" to={`${ROUTES.settings}?tab=notifications`}>
            <Settings className="h-4 w-4" aria-hidden="true" /> {t('notifications.settings')}
          </ButtonLink>
        </div>
      </div>
      {body}
    </section>
  );
}

function NotificationRow({
  notification,
  now,
  onOpen,
  onMarkRead,
  busy,
}: {
  notification: NotificationItem;
  now: number;
  onOpen: () => void;
  onMarkRead: () => void;
  busy: boolean;
}) {
  const { t, language } = useT();
  const Icon = NOTIFICATION_ICONS[notification.kind] ?? FALLBACK_ICON;
  const unread = !notification.readAt;
  const to = sitePath(notification.url) ?? ROUTES.notifications;
  return (
    <li className={`relative flex items-start gap-3 px-4 py-4 sm:px-5 ${unread ? 'bg-gold-50' : 'bg-white'}`} data-unread={unread || undefined}>
      <span className={`mt-0.5 flex h-10 w-10 shrink-0 items-center justify-center rounded-full ${unread ? 'bg-brand-700 text-white' : 'bg-brand-50 text-brand-700'}`}>
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <Link to={to} onClick={onOpen} className="block rounded-lg after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500">
          <span className={`block text-sm ${unread ? 'font-bold text-brand-900' : 'font-semibold text-ink'}`}>
            {unread && <span className="sr-only">{t('notifications.unread')} </span>}
            {notification.title}
          </span>
          <span className="mt-0.5 block text-sm text-muted">{notification.body}</span>
        </Link>
        <time dateTime={notification.createdAt} title={formatFull(notification.createdAt, language)} className="mt-1 block text-xs text-muted">
          {formatRelative(notification.createdAt, now, language)}
        </time>
      </div>
      {unread && (
        <div className="relative z-10 flex shrink-0 flex-col items-end gap-2">
          <span className="mt-1 h-2.5 w-2.5 rounded-full bg-gold-500" aria-hidden="true" />
          <button
            type="button"
            onClick={onMarkRead}
            disabled={busy}
            className="rounded-full px-2 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
            aria-label={t('notifications.markReadOf', { title: notification.title })}
          >
            {t('notifications.markRead')}
          </button>
        </div>
      )}
    </li>
  );
}
