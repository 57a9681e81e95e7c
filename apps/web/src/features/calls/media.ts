import { type CallKind } from '@sakinah/contract';
import { textNow } from '../../lib/i18n';

/** The camera and microphone for a call; a refusal is explained with what to do. */
export async function openLocalMedia(kind: CallKind): Promise<{ stream: MediaStream } | { error: string }> {
  if (!navigator.mediaDevices?.getUserMedia) return { error: textNow('calls.cameraMissing') };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === 'video' ? { audio: true, video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } } : { audio: true },
    );
    return { stream };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') return { error: textNow('calls.cameraBlocked') };
    if (name === 'NotReadableError' || name === 'AbortError') return { error: textNow('calls.cameraBusy') };
    return { error: textNow('calls.cameraMissing') };
  }
}

export function stopMedia(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
