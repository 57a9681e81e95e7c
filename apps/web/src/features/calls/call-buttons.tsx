import { Phone, Video } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';
import { startCall, useCallState } from './call-store';

/**
 * "Voice call" and "Video call" in a conversation's header. The server decides who may call (connected, not blocked,
 * both Active, the plan): a refusal is shown as its message.
 */
export function CallButtons({ userId, disabled = false }: { userId: string; disabled?: boolean }) {
  const { t } = useT();
  const { call, busy } = useCallState();
  const off = disabled || busy || call !== null;
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={t('calls.voiceCall')} title={t('calls.voiceCall')} className="shrink-0 h-10 w-10 px-0" disabled={off} onClick={() => void startCall(userId, 'voice')}>
        <Phone className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="secondary" size="sm" aria-label={t('calls.videoCall')} title={t('calls.videoCall')} className="shrink-0 h-10 w-10 px-0" disabled={off} onClick={() => void startCall(userId, 'video')}>
        <Video className="h-4 w-4" aria-hidden="true" />
      </Button>
    </>
  );
}
