import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_TEXT } from '@sakinah/contract';
import { openLocalMedia } from './media';

const refuseWith = (name: string) => {
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia: vi.fn().mockRejectedValue(Object.assign(new Error(name), { name })) } });
};

describe('camera and microphone for a call', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains a refused permission with what to do', async () => {
    refuseWith('NotAllowedError');
    expect(await openLocalMedia('video')).toEqual({ error: CALL_TEXT.cameraBlocked });
    expect(CALL_TEXT.cameraBlocked).toMatch(/browser settings/);
  });

  it('explains a missing or busy device', async () => {
    refuseWith('NotFoundError');
    expect(await openLocalMedia('voice')).toEqual({ error: CALL_TEXT.cameraMissing });
    refuseWith('NotReadableError');
    expect(await openLocalMedia('video')).toEqual({ error: CALL_TEXT.cameraBusy });
    vi.stubGlobal('navigator', {});
    expect(await openLocalMedia('voice')).toEqual({ error: CALL_TEXT.cameraMissing });
  });

  it('asks for the microphone only on a voice call, and the camera too on a video call', async () => {
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [] });
    vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
    await openLocalMedia('voice');
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true });
    await openLocalMedia('video');
    expect(getUserMedia.mock.lastCall?.[0]).toMatchObject({ audio: true, video: { facingMode: 'user' } });
  });
});
