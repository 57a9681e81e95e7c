import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Handshake, Hourglass, Mail, Phone, ShieldCheck } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { ConversationInfo } from '@sakinah/contract';
import { holderRelationWord } from '../profile-display/public';

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
  const [confirming, setConfirming] = useState(false);
  const exchange = conversation.contactExchange;
  const { firstName } = conversation;

  const stopSharing = (
    <>
      <Button size="sm" variant="back" disabled={busy} onClick={() => setConfirming(true)}>
        Stop sharing
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Stop sharing contact details?"
        text={`${firstName} will no longer see your phone number and email, and you will no longer see theirs. Either of you can ask again later.`}
        confirmLabel="Stop sharing"
        destructive
        busy={busy}
        busyLabel="Stopping..."
        onConfirm={() => void onWithdraw().finally(() => setConfirming(false))}
        onCancel={() => setConfirming(false)}
      />
    </>
  );

  if (!exchange) return null;

  if (exchange.status === 'pending' && exchange.requesterId !== meId) {
    return (
      <Strip
        label="Contact exchange"
        tone="gold"
        actions={
          <>
            <Button size="sm" disabled={busy || !conversation.open} onClick={() => onAnswer('accepted')}>
              Accept
            </Button>
            <Button size="sm" variant="back" disabled={busy} onClick={() => onAnswer('declined')}>
              Decline
            </Button>
          </>
        }
      >
        <ShieldCheck className="me-1.5 inline h-4 w-4 align-[-3px] text-gold-700" aria-hidden="true" />
        {firstName} would like to exchange contact details.
      </Strip>
    );
  }

  if (exchange.status === 'pending') {
    return (
      <Strip
        label="Contact exchange"
        actions={
          <Button size="sm" variant="back" disabled={busy} onClick={() => void onWithdraw()}>
            Cancel request
          </Button>
        }
      >
        Waiting for {firstName} to accept your contact exchange.
      </Strip>
    );
  }

  if (exchange.status === 'awaiting_guardian') {
    const waiting = exchange.awaitingGuardianOf ?? [];
    const mine = waiting.includes(meId);
    const theirs = waiting.includes(conversation.otherUserId);
    const whose = mine && theirs ? `your guardian's and ${firstName}'s guardian's` : mine ? "your guardian's" : `${firstName}'s guardian's`;
    return (
      <Strip
        label="Contact exchange"
        tone="gold"
        actions={
          <Button size="sm" variant="back" disabled={busy} onClick={() => void onWithdraw()}>
            Withdraw
          </Button>
        }
      >
        <Hourglass className="me-1.5 inline h-4 w-4 align-[-3px] text-gold-700" aria-hidden="true" />
        You both agreed. Waiting for {whose} approval before contact details are shared.
      </Strip>
    );
  }

  if (exchange.status === 'accepted' && conversation.contact) {
    const { contactNo, email } = conversation.contact;
    return (
      <div role="region" aria-label="Contact details" className="border-b border-brand-100 bg-white px-4 py-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 flex-1 basis-56">
            <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">
              {conversation.contactOwner
                ? `Contact details of ${conversation.contactOwner.name} (${holderRelationWord(conversation.contactOwner.relation)})`
                : `${firstName}’s contact details`}
            </p>
            <ul className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {contactNo && (
                <li className="flex items-center gap-1.5">
                  <Phone className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Phone:</span>
                  <a href={`tel:+91${contactNo}`} dir="ltr" className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    +91 {contactNo}
                  </a>
                </li>
              )}
              {email && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Mail className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Email:</span>
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
      <Strip label="Contact exchange" actions={stopSharing}>
        {conversation.contactNeedsPlan ? (
          <>
            {MSG.contactNeedsPlan}{' '}
            <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2">
              See plans
            </Link>
          </>
        ) : conversation.open ? (
          MSG.exchangeDone
        ) : (
          // Consent stays until withdrawn, but details show only between connected members.
          'You agreed to share contact details; they show only while you are connected.'
        )}
      </Strip>
    );
  }

  // Declined or withdrawn: either may ask again (while connected).
  const outcome =
    exchange.status === 'declined' && exchange.declinedByGuardianOf
      ? `${exchange.declinedByGuardianOf === meId ? 'Your' : `${firstName}'s`} guardian declined the contact exchange. No contact details are shared.`
      : exchange.status === 'declined'
      ? exchange.requesterId === meId
        ? `${firstName} declined to exchange contact details.`
        : 'You declined to exchange contact details.'
      : 'Contact details are no longer shared.';
  return (
    <Strip
      label="Contact exchange"
      actions={
        conversation.open && (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onAsk}>
            <Handshake className="h-4 w-4" aria-hidden="true" />
            Ask to exchange contact details
          </Button>
        )
      }
    >
      {outcome}
    </Strip>
  );
}
