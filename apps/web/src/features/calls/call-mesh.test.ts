import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallSignal } from '@sakinah/contract';
import { CallMesh } from './call-mesh';

/** A stand-in for the browser's peer connection: records offers and lets the test change its ICE state. */
class FakePeer {
  static all: FakePeer[] = [];
  iceConnectionState = 'new';
  connectionState = 'new';
  localDescription: { type: string; sdp: string } | null = null;
  remoteDescription: { type: string; sdp: string } | null = null;
  offers: Array<{ iceRestart?: boolean }> = [];
  tracks = 0;
  closed = false;
  onicecandidate: ((event: { candidate: null }) => void) | null = null;
  ontrack: (() => void) | null = null;
  onnegotiationneeded: (() => void) | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  constructor(public config: RTCConfiguration) {
    FakePeer.all.push(this);
  }
  private negotiationQueued = false;
  addTrack() {
    this.tracks += 1;
    // As browsers do, adding several tracks at once fires one negotiationneeded.
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    queueMicrotask(() => {
      this.negotiationQueued = false;
      this.onnegotiationneeded?.();
    });
  }
  async createOffer(options: { iceRestart?: boolean } = {}) {
    this.offers.push(options);
    return { type: 'offer', sdp: `offer-${this.offers.length}` };
  }
  async createAnswer() {
    return { type: 'answer', sdp: 'answer' };
  }
  async setLocalDescription(description: { type: string; sdp: string }) {
    this.localDescription = description;
  }
  async setRemoteDescription(description: { type: string; sdp: string }) {
    this.remoteDescription = description;
  }
  async addIceCandidate() {}
  getSenders() {
    return [];
  }
  close() {
    this.closed = true;
  }
  setIce(state: string) {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
  }
}

const stream = { getTracks: () => [{ kind: 'audio' }, { kind: 'video' }] } as unknown as MediaStream;

function mesh(selfId: string) {
  const sent: CallSignal[] = [];
  const reconnecting: boolean[] = [];
  const created = new CallMesh({
    selfId,
    callId: 'call-1',
    connection: { iceServers: [{ urls: ['turn:127.0.0.1:3478'], username: 'u', credential: 'c' }], iceTransportPolicy: 'relay' },
    localStream: stream,
    send: async (signal) => {
      sent.push(signal);
      return { ok: true };
    },
    onRemoteStream: () => undefined,
    onReconnecting: (value) => reconnecting.push(value),
  });
  return { created, sent, reconnecting };
}

describe('the call mesh', () => {
  beforeEach(() => {
    FakePeer.all = [];
    vi.stubGlobal('RTCPeerConnection', FakePeer);
    vi.stubGlobal('MediaStream', class {
      addTrack() {}
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('one peer per other person present, relay only as the server said; the smaller id offers', async () => {
    const { created, sent } = mesh('a');
    created.sync(['a', 'b', 'c']);
    await vi.runAllTimersAsync();
    expect(FakePeer.all).toHaveLength(2);
    expect(FakePeer.all[0]!.config.iceTransportPolicy).toBe('relay');
    expect(sent.filter((s) => s.description?.type === 'offer').map((s) => s.toUserId).sort()).toEqual(['b', 'c']);
    // Someone leaves: her peer closes.
    created.sync(['a', 'b']);
    expect(FakePeer.all[1]!.closed).toBe(true);
    created.close();
  });

  it('the larger id answers an offer, adding its media to it', async () => {
    const { created, sent } = mesh('z');
    created.sync(['a', 'z']);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(0);
    await created.handleSignal('a', { description: { type: 'offer', sdp: 'offer-1' } });
    expect(FakePeer.all[0]!.tracks).toBe(2);
    expect(sent.at(-1)).toMatchObject({ callId: 'call-1', toUserId: 'a', description: { type: 'answer' } });
    created.close();
  });

  it('a lost connection shows "Reconnecting…" and the offerer restarts ICE', async () => {
    const { created, sent, reconnecting } = mesh('a');
    created.sync(['a', 'b']);
    await vi.runAllTimersAsync();
    const peer = FakePeer.all[0]!;
    peer.setIce('connected');
    peer.setIce('disconnected');
    expect(reconnecting.at(-1)).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(peer.offers.at(-1)).toEqual({ iceRestart: true });
    expect(sent.at(-1)?.description?.type).toBe('offer');
    peer.setIce('connected');
    expect(reconnecting.at(-1)).toBe(false);
    // Back online after a network change: restarted at once.
    window.dispatchEvent(new Event('online'));
    await vi.runAllTimersAsync();
    expect(peer.offers.filter((o) => o.iceRestart)).toHaveLength(2);
    created.close();
  });
});
