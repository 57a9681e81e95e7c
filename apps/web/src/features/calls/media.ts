import { CALL_TEXT, type CallKind } from '@sakinah/contract';

/** The camera and microphone for a call; a refusal is explained with what to do. */
export async function openLocalMedia(kind: CallKind): Promise<{ stream: MediaStream } | { error: string }> {
  if (!navigator.mediaDevices?.getUserMedia) return { error: CALL_TEXT.cameraMissing };
  try {
    const stream = await navigator.mediaDevices.getUserMedia(
      kind === 'video' ? { audio: true, video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } } } : { audio: true },
    );
    return { stream };
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'NotAllowedError' || name === 'SecurityError') return { error: CALL_TEXT.cameraBlocked };
    if (name === 'NotReadableError' || name === 'AbortError') return { error: CALL_TEXT.cameraBusy };
    return { error: CALL_TEXT.cameraMissing };
  }
}

export function stopMedia(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
