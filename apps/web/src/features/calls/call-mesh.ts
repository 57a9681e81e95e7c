import type { CallConnection, CallSignal, CallSignalAck } from '@sakinah/contract';

type SignalBody = Pick<CallSignal, 'description' | 'candidate'>;

export interface MeshOptions {
  selfId: string;
  callId: string;
  connection: CallConnection;
  localStream: MediaStream;
  send: (signal: CallSignal) => Promise<CallSignalAck | null>;
  onRemoteStream: (userId: string, stream: MediaStream | null) => void;
  /** Any peer lost its connection (network change): the screen says "Reconnecting…" until it is back. */
  onReconnecting: (reconnecting: boolean) => void;
}

interface Peer {
  pc: RTCPeerConnection;
  /** The one with the smaller id offers (and restarts ICE): never two offers crossing. */
  offerer: boolean;
  tracksAdded: boolean;
  pendingCandidates: RTCIceCandidateInit[];
  stream: MediaStream;
  restartTimer?: number;
}

/**
 * The WebRTC mesh of one call: one peer connection to each other person present (at most two). Media goes browser
 * to browser (through the TURN relay when the server says so); only the signals pass through our server.
 */
export class CallMesh {
  private readonly peers = new Map<string, Peer>();
  private closed = false;

  constructor(private readonly options: MeshOptions) {
    window.addEventListener('online', this.onNetworkChange);
  }

  /** Keeps a peer for each other person present, and drops the ones who left. */
  sync(presentIds: string[]): void {
    if (this.closed) return;
    const wanted = new Set(presentIds.filter((id) => id !== this.options.selfId));
    for (const [id, peer] of this.peers) {
      if (!wanted.has(id)) this.drop(id, peer);
    }
    for (const id of wanted) if (!this.peers.has(id)) this.open(id);
  }

  private open(remoteId: string): Peer {
    const { connection, selfId } = this.options;
    const pc = new RTCPeerConnection({ iceServers: connection.iceServers, iceTransportPolicy: connection.iceTransportPolicy });
    const peer: Peer = { pc, offerer: selfId < remoteId, tracksAdded: false, pendingCandidates: [], stream: new MediaStream() };
    this.peers.set(remoteId, peer);
    pc.onicecandidate = (event) => {
      const c = event.candidate?.toJSON();
      void this.signal(remoteId, {
        candidate: c ? { candidate: c.candidate ?? '', sdpMid: c.sdpMid ?? null, sdpMLineIndex: c.sdpMLineIndex ?? null, usernameFragment: c.usernameFragment ?? null } : null,
      });
    };
    pc.ontrack = (event) => {
      peer.stream.addTrack(event.track);
      this.options.onRemoteStream(remoteId, peer.stream);
    };
    pc.onnegotiationneeded = () => {
      if (peer.offerer) void this.offer(remoteId, peer);
    };
    pc.oniceconnectionstatechange = () => this.watch(remoteId, peer);
    // The offerer sends its media at once; the answerer adds its tracks to the offer's transceivers when it arrives.
    if (peer.offerer) this.addTracks(peer);
    return peer;
  }

  private addTracks(peer: Peer) {
    if (peer.tracksAdded) return;
    peer.tracksAdded = true;
    for (const track of this.options.localStream.getTracks()) peer.pc.addTrack(track, this.options.localStream);
  }

  private async offer(remoteId: string, peer: Peer, iceRestart = false) {
    try {
      const offer = await peer.pc.createOffer({ iceRestart });
      await peer.pc.setLocalDescription(offer);
      await this.signal(remoteId, { description: { type: 'offer', sdp: peer.pc.localDescription?.sdp ?? offer.sdp ?? '' } });
    } catch {
      // A peer closed meanwhile: nothing to send.
    }
  }

  private signal(toUserId: string, body: SignalBody) {
    if (this.closed) return Promise.resolve(null);
    return this.options.send({ callId: this.options.callId, toUserId, ...body });
  }

  /** A signal from another participant (already authorised by the server). */
  async handleSignal(fromUserId: string, body: SignalBody): Promise<void> {
    if (this.closed) return;
    const peer = this.peers.get(fromUserId) ?? this.open(fromUserId);
    const { pc } = peer;
    if (body.description) {
      const description = body.description as RTCSessionDescriptionInit;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        this.addTracks(peer);
        const answer = await pc.createAnswer();
        await pc.setLocalDescription(answer);
        await this.signal(fromUserId, { description: { type: 'answer', sdp: pc.localDescription?.sdp ?? answer.sdp ?? '' } });
      }
      for (const candidate of peer.pendingCandidates.splice(0)) await pc.addIceCandidate(candidate).catch(() => undefined);
    } else if (body.candidate) {
      const candidate = body.candidate as RTCIceCandidateInit;
      if (pc.remoteDescription) await pc.addIceCandidate(candidate).catch(() => undefined);
      else peer.pendingCandidates.push(candidate);
    }
  }

  private watch(remoteId: string, peer: Peer) {
    const state = peer.pc.iceConnectionState;
    const lost = state === 'disconnected' || state === 'failed';
    this.options.onReconnecting([...this.peers.values()].some((p) => p.pc.iceConnectionState === 'disconnected' || p.pc.iceConnectionState === 'failed'));
    window.clearTimeout(peer.restartTimer);
    // A brief "disconnected" often heals by itself; if not (or at once when failed), the offerer restarts ICE.
    if (lost && peer.offerer) peer.restartTimer = window.setTimeout(() => this.restart(remoteId, peer), state === 'failed' ? 0 : 2000);
  }

  private restart(remoteId: string, peer: Peer) {
    if (this.closed || !this.peers.has(remoteId)) return;
    void this.offer(remoteId, peer, true);
  }

  /** The network changed (back online, another Wi-Fi): every offerer restarts ICE on its peers. */
  private readonly onNetworkChange = () => {
    for (const [id, peer] of this.peers) if (peer.offerer) this.restart(id, peer);
  };

  /** The camera changed (switch cameras): every peer sends the new track. */
  async replaceVideoTrack(track: MediaStreamTrack): Promise<void> {
    for (const peer of this.peers.values()) {
      const sender = peer.pc.getSenders().find((s) => s.track?.kind === 'video');
      await sender?.replaceTrack(track);
    }
  }

  private drop(id: string, peer: Peer) {
    window.clearTimeout(peer.restartTimer);
    peer.pc.close();
    this.peers.delete(id);
    this.options.onRemoteStream(id, null);
  }

  close(): void {
    this.closed = true;
    window.removeEventListener('online', this.onNetworkChange);
    for (const [id, peer] of this.peers) this.drop(id, peer);
  }
}
