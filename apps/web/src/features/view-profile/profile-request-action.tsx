import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Check, UserPlus } from 'lucide-react';
import { REQUEST_MESSAGE_MAX_CHARS, ROUTES, type MemberRelation } from '@sakinah/contract';
import { buttonClass } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { requestAnchor, useRequestData, useSendRequest } from '../requests/public';

type RequestState = 'connected' | 'incoming' | 'outgoing' | 'none';

/**
 * The way to connect from a profile: Send Request, or where things stand. Also shown on a private
 * profile's locked page, where the profile (and so its relation) cannot be loaded.
 *
 * The state always comes from a query (the profile's relation, or my request lists), never from a
 * flag set on click: an answer, a cancellation or a removal elsewhere shows here as soon as the
 * real-time event refreshes that query.
 */
export function ProfileRequestAction({ userId, relation }: { userId: string; relation?: MemberRelation }) {
  if (relation?.isSelf) return null;
  if (relation) return <RequestButton userId={userId} state={stateFromRelation(relation)} />;
  return <LockedProfileRequestAction userId={userId} />;
}

function stateFromRelation(relation: MemberRelation): RequestState {
  if (relation.connected) return 'connected';
  if (relation.incomingRequest === 'pending') return 'incoming';
  if (relation.outgoingRequest === 'pending') return 'outgoing';
  return 'none';
}

/** A private profile cannot be loaded: where things stand comes from my own request lists. */
function LockedProfileRequestAction({ userId }: { userId: string }) {
  const data = useRequestData().data;
  const has = (list: { userId: string }[] | undefined) => list?.some((item) => item.userId === userId) ?? false;
  const state: RequestState = has(data?.requests.list)
    ? 'connected'
    : has(data?.incomingRequests.list)
      ? 'incoming'
      : has(data?.outgoingRequests.list)
        ? 'outgoing'
        : 'none';
  return <RequestButton userId={userId} state={state} />;
}

/** "Answer their request" opens that very request on the Requests page (its card, by its anchor). */
function AnswerTheirRequest({ userId }: { userId: string }) {
  const { t } = useT();
  const requests = useRequestData();
  const navigate = useNavigate();
  const incomingIdIn = (data: typeof requests.data) => data?.incomingRequests.list.find((item) => item.userId === userId)?.requestId;
  const pathTo = (requestId: string | undefined) => (requestId ? `${ROUTES.requests}#${requestAnchor(requestId)}` : ROUTES.requests);
  const incomingId = incomingIdIn(requests.data);
  // The relation can be newer than my cached request lists (her request arrived a moment ago, or they are still
  // loading): look the request up before going, so the click still lands on her card.
  const findThenGo = async (event: React.MouseEvent) => {
    event.preventDefault();
    const fresh = await requests.refetch();
    void navigate(pathTo(incomingIdIn(fresh.data)));
  };
  return (
    <Link to={pathTo(incomingId)} onClick={incomingId ? undefined : findThenGo} className={buttonClass('secondary', 'md')}>
      <UserPlus className="h-4 w-4" aria-hidden="true" /> {t('requests.answerTheirRequest')}
    </Link>
  );
}

function RequestButton({ userId, state }: { userId: string; state: RequestState }) {
  const { t } = useT();
  const send = useSendRequest();
  const [hello, setHello] = useState('');
  const helloId = useId();

  if (state === 'connected') return null;
  if (state === 'incoming') return <AnswerTheirRequest userId={userId} />;
  if (state === 'outgoing') {
    return (
      <button type="button" className={buttonClass('back', 'md')} disabled>
        <Check className="h-4 w-4" aria-hidden="true" /> {t('profileView.requestSent')}
      </button>
    );
  }
  const tooLong = hello.length > REQUEST_MESSAGE_MAX_CHARS;
  return (
    <div className="w-full max-w-md space-y-2">
      <label htmlFor={helloId} className="block text-sm font-medium text-ink">
        {t('profileView.addHello')} <span className="font-normal text-muted">{t('profileView.optional')}</span>
      </label>
      <textarea
        id={helloId}
        value={hello}
        onChange={(event) => setHello(event.target.value)}
        rows={2}
        placeholder={t('profileView.helloPlaceholder')}
        aria-invalid={tooLong || undefined}
        aria-describedby={`${helloId}-count`}
        className="input resize-none text-base"
      />
      <p id={`${helloId}-count`} className={`text-end text-xs ${tooLong ? 'font-semibold text-red-700' : 'text-muted'}`}>
        {hello.length} / {REQUEST_MESSAGE_MAX_CHARS}
      </p>
      <button
        type="button"
        className={buttonClass('primary', 'md')}
        // Stays pending until the views it changes have refetched, so it never flashes back.
        disabled={send.isPending || tooLong}
        aria-busy={send.isPending || undefined}
        onClick={() => send.mutate({ receiverId: userId, message: hello }, { onSuccess: () => setHello('') })}
      >
        <UserPlus className="h-4 w-4" aria-hidden="true" /> {send.isPending ? t('profileView.sendingRequest') : t('profileView.sendRequest')}
      </button>
    </div>
  );
}
