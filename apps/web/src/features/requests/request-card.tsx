import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldAlert } from 'lucide-react';
import { ROUTES, type RequestItem } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Avatar } from '../../components/ui/avatar';
import { useProfileLabels, type ProfileLabels } from '../profile-display/public';
import { fullName } from './full-name';

/** The id of a request's card on the Requests page, so "Answer their request" can open that one. */
export const requestAnchor = (requestId: string) => `request-${requestId}`;

const profilePath = (userId: string) => ROUTES.viewProfile.replace(':id', encodeURIComponent(userId));

/** Who answers for this profile, in words a family reads at a glance. */
function managerLine(item: RequestItem, t: ReturnType<typeof useT>['t'], labels: ProfileLabels): string {
  const speaker = labels.speakerLine(item.accountHolder, item.firstName);
  if (speaker) return t('requests.managedBy', { who: speaker });
  return labels.managedBy(item.profileFor)?.text ?? t('requests.managedByMember');
}

/**
 * A request as its card shows it (issue 39): the photo (as the privacy policy allows: the server sends the blurred
 * variant when photos are private), age and city, who manages the profile, the introduction (masked and checked by
 * the server as chat is) and when it was sent. `children` are the card's buttons.
 */
export function RequestCard({
  item,
  highlighted = false,
  nameId: givenNameId,
  children,
}: {
  item: RequestItem;
  highlighted?: boolean;
  /** The id of the name's heading, for buttons that say whose request they answer (aria-describedby). */
  nameId?: string;
  children?: ReactNode;
}) {
  const { t, formatDate } = useT();
  const labels = useProfileLabels();
  const ownNameId = useId();
  const nameId = givenNameId ?? ownNameId;
  const name = fullName(item);
  const facts = [typeof item.age === 'number' ? t('requests.age', { age: item.age }) : null, item.city ? labels.place(item.city, item.state) : null].filter(Boolean);
  return (
    <li
      id={requestAnchor(item.requestId)}
      aria-labelledby={nameId}
      data-testid="request-card"
      className={`card scroll-mt-24 p-4 sm:p-5 ${highlighted ? 'ring-2 ring-gold-400' : ''}`}
    >
      <div className="flex gap-3 sm:gap-4">
        <Link to={profilePath(item.userId)} className="shrink-0 rounded-full" tabIndex={-1} aria-hidden="true">
          <Avatar src={item.avatar} name={name} size={64} />
        </Link>
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-sans text-base font-semibold text-ink">
            <Link to={profilePath(item.userId)} className="hover:text-brand-700 hover:underline">
              {name}
            </Link>
          </h3>
          {facts.length > 0 && <p className="text-sm text-ink/80">{facts.join(' · ')}</p>}
          <p className="text-xs text-muted">{managerLine(item, t, labels)}</p>
          <p className="text-xs text-muted">
            <time dateTime={item.createdAt}>{t('requests.sentOn', { date: formatDate(item.createdAt) })}</time>
          </p>
        </div>
      </div>
      {item.message && (
        <blockquote dir="auto" className="mt-3 rounded-xl border-s-4 border-gold-300 bg-brand-50/70 px-3.5 py-2.5 text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">
          {item.message}
        </blockquote>
      )}
      {item.messageWarning && (
        <p role="note" className="mt-2 flex items-start gap-2 rounded-xl border border-gold-200 bg-gold-50 px-3 py-2 text-[13px] leading-snug text-ink">
          <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0 text-gold-700" aria-hidden="true" />
          <span>
            <strong className="font-semibold text-gold-700">{t('scamWarningTitle')}.</strong> {t('scamWarningBody')}
          </span>
        </p>
      )}
      {children && <div className="mt-3 flex flex-wrap items-center gap-2">{children}</div>}
    </li>
  );
}
