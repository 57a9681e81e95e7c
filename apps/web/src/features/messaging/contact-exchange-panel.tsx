import { useState } from 'react';
import { Link } from 'react-router';
import { Mail, Phone, ShieldCheck } from 'lucide-react';
import { MSG, ROUTES } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import type { ConversationInfo } from './types';

interface Props {
  conversation: ConversationInfo;
  meId: string;
  busy: boolean;
  onAnswer: (action: 'accepted' | 'declined') => void;
  /** Stop sharing, or take back my own ask. */
  onWithdraw: () => void;
}

/**
 * What the contact exchange needs from me now: an answer, patience (or taking my ask back), the
 * shared details with a way to stop sharing, or the plan that would show them. Asking is the
 * header's "Share Contact Details" button.
 */
export function ContactExchangePanel({ conversation, meId, busy, onAnswer, onWithdraw }: Props) {
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
        onConfirm={() => {
          onWithdraw();
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </>
  );

  if (exchange?.status === 'pending' && exchange.requesterId !== meId) {
    return (
      <div role="region" aria-label="Contact exchange" className="border-b border-gold-200 bg-gold-50 px-4 py-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-ink">
            <ShieldCheck className="mr-1.5 inline h-4 w-4 align-[-3px] text-gold-600" aria-hidden="true" />
            {firstName} would like to exchange contact details.
          </p>
          <div className="flex gap-2">
            <Button size="sm" disabled={busy} onClick={() => onAnswer('accepted')}>
              Accept
            </Button>
            <Button size="sm" variant="back" disabled={busy} onClick={() => onAnswer('declined')}>
              Decline
            </Button>
          </div>
        </div>
      </div>
    );
  }
  if (exchange?.status === 'pending') {
    return (
      <div role="region" aria-label="Contact exchange" className="border-b border-brand-100 bg-brand-50 px-4 py-2.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-brand-800">Waiting for {firstName} to accept your contact exchange.</p>
          <Button size="sm" variant="back" disabled={busy} onClick={onWithdraw}>
            Cancel request
          </Button>
        </div>
      </div>
    );
  }
  if (exchange?.status === 'accepted' && conversation.contact) {
    const { contactNo, email } = conversation.contact;
    return (
      <div role="region" aria-label="Contact details" className="border-b border-brand-100 bg-white px-4 py-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">{firstName}&rsquo;s contact details</p>
            <ul className="mt-1.5 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {contactNo && (
                <li className="flex items-center gap-1.5">
                  <Phone className="h-4 w-4 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Phone:</span>
                  <a href={`tel:${contactNo}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {contactNo}
                  </a>
                </li>
              )}
              {email && (
                <li className="flex min-w-0 items-center gap-1.5">
                  <Mail className="h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
                  <span className="sr-only">Email:</span>
                  <a href={`mailto:${email}`} className="truncate font-medium text-brand-700 underline-offset-2 hover:underline">
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
  if (exchange?.status === 'accepted') {
    return (
      <div role="region" aria-label="Contact exchange" className="border-b border-brand-100 bg-brand-50 px-4 py-2.5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-brand-800">
            {conversation.contactNeedsPlan ? MSG.contactNeedsPlan : MSG.exchangeDone}{' '}
            {conversation.contactNeedsPlan && (
              <Link to={ROUTES.pricing} className="font-semibold text-brand-700 underline underline-offset-2">
                See plans
              </Link>
            )}
          </p>
          {stopSharing}
        </div>
      </div>
    );
  }
  return null;
}
