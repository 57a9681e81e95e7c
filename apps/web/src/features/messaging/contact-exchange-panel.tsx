import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Handshake, Hourglass, Mail, Phone, ShieldCheck } from 'lucide-react';
import { ROUTES } from '@sakinah/contract';
import { useT } from '../../lib/i18n';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { ConversationInfo } from '@sakinah/contract';
import { useProfileLabels } from '../profile-display/public';

interface Props {
  conversation: ConversationInfo;
  meId: string;
  /** An answer, an ask or a withdrawal is on its way. */
  busy: boolean;
  onAnswer: (action: 'accepted' | 'declined') => void;
  /** Ask (again): the same action as the header's "Share Contact Details". */
  onAsk: () => void;
  /** Stop sharing, or take back my own ask; settles when the server answered. */
  onWithdraw: () => Promise<unknown>;
}

/** One line of the panel: a note on the left, its actions on the right (below it on phones). */
function Strip({ label, tone = 'brand', children, actions }: { label: string; tone?: 'brand' | 'gold'; children: ReactNode; actions?: ReactNode }) {
  const colours = tone === 'gold' ? 'border-gold-200 bg-gold-50' : 'border-brand-100 bg-brand-50';
  return (
    <div role="region" aria-label={label} className={`border-b px-4 py-2.5 ${colours}`}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 basis-56 text-sm text-ink">{children}</div>
        {actions && <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>}
      </div>
    </div>
  );
}

/**
 * What the contact exchange needs from me now: an answer, patience (or taking my ask back), the
 * shared details with a way to stop sharing, the plan that would show them, or, after a decline
 * or a withdrawal, a way to ask again. Nothing before anyone asked: the header's button asks.
 */
export function ContactExchangePanel({ conversation, meId, busy, onAnswer, onAsk, onWithdraw }: Props) {
  const { t } = useT();
  const { holderWord } = useProfileLabels();
  const [confirming, setConfirming] = useState(false);
  const exchange = conversation.contactExchange;
  const { firstName } = conversation;

  const stopSharing = (
    <>
      <Button size="sm" variant="back" disabled={busy} onClick={() => setConfirming(true)}>
        {t('chat.stopSharing')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('chat.stopSharingTitle')}
        text={t('chat.stopSharingText', { name: firstName })}
        confirmLabel={t('chat.stopSharing')}
        destructive
        busy={busy}
        busyLabel={t('chat.stopping')}
        onConfirm={() => void onWithdraw().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );

  if (!exchange) return null;

  if (exchange.status === 'pending' && exchange.requesterId !== meId) {
    return (
      <Strip
        label={t('chat.exchangeLabel')}
        tone="gold"
        actions={
          <>
            <Button size="sm" disabled={busy || !conversation.open} onClick={() => onAnswer('accepted')}>
              {t('chat.accept')}
            </Button>
            <Button size="sm" variant="back" disabled={busy} onClick={() => onAnswer('declined')}>
              {t('chat.decline')}
            </Button>
          </>
        }
      >
        <ShieldCheck className="me-1.5 inline h-4 w-4 align-[-3px] text-gold-700" aria-hidden="true" />
        {t('chat.wouldLikeExchange', { name: firstName })}
      </Strip>
    );
  }

  if (exchange.status === 'pending') {
    return (
      <Strip
        label={t('chat.exchangeLabel')}
        actions={
          <Button size="sm" variant="back" disabled={busy} onClick={() => void onWithdraw()}>
            {t('chat.cancelRequest')}
          </Button>
        }
      >
        {t('chat.waitingForAccept', { name: firstName })}
      </Strip>
    );
  }

  if (exchange.status === 'awaiting_guardian') {
    const waiting = exchange.awaitingGuardianOf ?? [];
    const mine = waiting.includes(meId);
    const theirs = waiting.includes(conversation.otherUserId);
    const waitingText = t(mine && theirs ? 'chat.waitingGuardianBoth' : mine ? 'chat.waitingGuardianMine' : 'chat.waitingGuardianTheirs', { name: firstName });
    return (
      <Strip
        label={t('chat.exchangeLabel')}
        tone="gold"
        actions={
          <Button size="sm" variant="back" disabled={busy} onClick={() => void onWithdraw()}>
            {t('chat.withdraw')}
          </Button>
        }
      >
        <Hourglass className="me-1.5 inline h-4 w-4 align-[-3px] text-gold-700" aria-hidden="true" />
        {waitingText}
      </Strip>
    );
  }

  if (exchange.status === 'accepted' && conversation.contact) {
    const { contactNo, email } = conversation.contact;
    return (
      <div role="region" aria-label={t('chat.contactDetails')} className="border-b border-brand-100 bg-white px-4 py-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">
              {conversation.contactOwner
                ? t('chat.contactOf', { name: conversation.contactOwner.name, relation: holderWord(conversation.contactOwner.relation) })
                : t('chat.contactOfMember', { name: firstName })}
            </p>
            <ul className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {contactNo && (
                <li className="flex items-center gap-1.5">
                  <Phone className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">{t('chat.phone')}</span>
                  <a href={`tel:+91${contactNo}`} dir="ltr" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    +91 {contactNo}
                  </a>
                </li>
              )}
              {email && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Mail className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">{t('chat.email')}</span>
                  <a href={`mailto:${email}`} dir="ltr" className="truncate font-medium text-brand-700 underline-offset-2 hover:underline">
                    {email}
                  </a>
                </li>
              )}
            </ul>
          </div>
          {stopSharing}
        </div>
      </div>
    );
  }

  if (exchange.status === 'accepted') {
    return (
      <Strip label={t('chat.exchangeLabel')} actions={stopSharing}>
        {conversation.contactNeedsPlan ? (
          <>
            {t('contactNeedsPlan')}{' '}
            <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('chat.seePlans')}
            </Link>
          </>
        ) : conversation.open ? (
          t('exchangeDone')
        ) : (
          // Consent stays until withdrawn, but details show only between connected members.
          t('chat.agreedWhileConnected')
        )}
      </Strip>
    );
  }

  // Declined or withdrawn: either may ask again (while connected).
  const outcome =
    exchange.status === 'declined' && exchange.declinedByGuardianOf
      ? exchange.declinedByGuardianOf === meId
        ? t('chat.myGuardianDeclined')
        : t('chat.theirGuardianDeclined', { name: firstName })
      : exchange.status === 'declined'
      ? exchange.requesterId === meId
        ? t('chat.theyDeclined', { name: firstName })
        : t('chat.youDeclined')
      : t('chat.noLongerShared');
  return (
    <Strip
      label={t('chat.exchangeLabel')}
      actions={
        conversation.open && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onAsk}>
            <Handshake className="h-4 w-4" aria-hidden="true" />
            {t('chat.askExchange')}
          </Button>
        )
      }
    >
      {outcome}
    </Strip>
  );
}
