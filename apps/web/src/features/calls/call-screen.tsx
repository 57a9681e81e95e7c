import { useEffect, useRef, useState } from 'react';
import type { CallParticipant } from '@sakinah/contract';
import { Flag, Mic, MicOff, PhoneOff, ShieldCheck, SwitchCamera, UserPlus, Video, VideoOff, Volume2 } from 'lucide-react';
import { ReportDialog } from '../safety/public';
import { useT } from '../../lib/i18n';
import { addMyGuardian, dismissMediaError, endCurrent, type CallState } from './call-store';

interface Props {
  state: CallState;
  selfId: string;
  remoteStreams: Record<string, MediaStream>;
  reconnecting: boolean;
  onReplaceVideo: (track: MediaStreamTrack) => Promise<void> | undefined;
}

type SinkElement = HTMLMediaElement & { setSinkId?: (id: string) => Promise<void> };

/** One other person's media: large video for a video call, an audio element and the name for a voice call. */
function RemoteMedia({ person, stream, video, sinkId }: { person: CallParticipant; stream: MediaStream | undefined; video: boolean; sinkId: string }) {
  const { t } = useT();
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== (stream ?? null)) ref.current.srcObject = stream ?? null;
  }, [stream]);
  useEffect(() => {
    const element = ref.current as SinkElement | null;
    if (sinkId && element?.setSinkId) void element.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);
  const label = person.role === 'guardian' ? `${person.name} (${t('calls.guardianLabel')})` : person.name;
  return (
    <figure className="relative flex min-h-0 flex-1 items-center justify-center overflow-hidden bg-black">
      {video ? (
        <video ref={ref} autoPlay playsInline data-testid="remote-video" data-user={person.userId} aria-label={label} className="h-full w-full object-cover" />
      ) : (
        <>
          <audio ref={ref} autoPlay data-testid="remote-audio" data-user={person.userId} />
          <span aria-hidden="true" className="flex h-28 w-28 items-center justify-center rounded-full bg-white/10 text-4xl font-semibold text-white">
            {person.name.slice(0, 1)}
          </span>
        </>
      )}
      <figcaption className="absolute bottom-3 start-3 rounded-full bg-black/50 px-3 py-1 text-sm text-white">{label}</figcaption>
    </figure>
  );
}

function ControlButton({ label, onClick, children, pressed, danger = false }: { label: string; onClick: () => void; children: React.ReactNode; pressed?: boolean; danger?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      onClick={onClick}
      className={`inline-flex h-14 w-14 items-center justify-center rounded-full text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white ${
        danger ? 'bg-red-600 hover:bg-red-700' : pressed ? 'bg-white text-ink hover:bg-white/90' : 'bg-white/15 hover:bg-white/25'
      }`}
    >
      {children}
    </button>
  );
}

/**
 * The full-screen call: the others large, one's own preview small, the controls at the bottom. Above everything
 * (the phones' conversation is itself a z-50 layer), except while Report's dialog (a z-50 modal) is open over it.
 */
export function CallScreen({ state, selfId, remoteStreams, reconnecting, onReplaceVideo }: Props) {
  const { t } = useT();
  const { call, localStream, mediaError } = state;
  const previewRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(false);
  const [cameraOff, setCameraOff] = useState(false);
  const [facing, setFacing] = useState<'user' | 'environment'>('user');
  const [cameras, setCameras] = useState(0);
  const [outputs, setOutputs] = useState<MediaDeviceInfo[]>([]);
  const [sinkIndex, setSinkIndex] = useState(0);
  const [reporting, setReporting] = useState<CallParticipant | null>(null);

  useEffect(() => {
    if (previewRef.current) previewRef.current.srcObject = localStream;
  }, [localStream]);
  useEffect(() => {
    if (!navigator.mediaDevices?.enumerateDevices) return;
    void navigator.mediaDevices.enumerateDevices().then((devices) => {
      setCameras(devices.filter((d) => d.kind === 'videoinput').length);
      setOutputs(devices.filter((d) => d.kind === 'audiooutput'));
    });
  }, [localStream]);

  if (!call) {
    // Camera or microphone refused before anything was sent.
    return (
      <div role="dialog" aria-modal="true" aria-label={t('calls.screenLabel')} className="fixed inset-0 z-[60] flex flex-col items-center justify-center gap-6 bg-brand-900 p-6 text-center text-white">
        <p role="alert" className="max-w-sm text-base">{mediaError}</p>
        <button type="button" onClick={dismissMediaError} className="inline-flex h-12 items-center gap-2 rounded-full bg-red-600 px-6 font-semibold hover:bg-red-700">
          <PhoneOff className="h-5 w-5" aria-hidden="true" />
          {t('calls.endCall')}
        </button>
      </div>
    );
  }

  const video = call.kind === 'video';
  const me = call.participants.find((p) => p.userId === selfId);
  // Media flows only once the call is connected (her guardian there, when her setting asks for him).
  const others = call.status === 'active' ? call.participants.filter((p) => p.userId !== selfId && p.joinedAt && !p.leftAt) : [];
  const rung = call.participants.filter((p) => p.userId !== selfId && !p.joinedAt && !p.leftAt);
  const guardians = call.participants.filter((p) => p.role === 'guardian' && p.joinedAt && !p.leftAt);
  const otherMember = call.participants.find((p) => p.userId !== selfId && p.role !== 'guardian');
  const status =
    reconnecting ? t('calls.reconnecting')
    : call.status === 'ringing' ? (me?.role === 'caller' ? t('calls.ringing') : t('calls.connecting'))
    : call.status === 'waiting_guardian' ? t('calls.waitingGuardian')
    : others.length > 0 && others.every((p) => remoteStreams[p.userId]) ? t('calls.connected')
    : t('calls.connecting');
  const showAddGuardian = me && me.role !== 'guardian' && !call.participants.some((p) => p.role === 'guardian' && p.guardianOf === selfId && !p.leftAt);

  const toggleMute = () => {
    for (const track of localStream?.getAudioTracks() ?? []) track.enabled = muted;
    setMuted(!muted);
  };
  const toggleCamera = () => {
    for (const track of localStream?.getVideoTracks() ?? []) track.enabled = cameraOff;
    setCameraOff(!cameraOff);
  };
  const switchCamera = async () => {
    const next = facing === 'user' ? 'environment' : 'user';
    const fresh = await navigator.mediaDevices.getUserMedia({ video: { facingMode: next } }).catch(() => null);
    const track = fresh?.getVideoTracks()[0];
    if (!track || !localStream) return;
    for (const old of localStream.getVideoTracks()) {
      localStream.removeTrack(old);
      old.stop();
    }
    track.enabled = !cameraOff;
    localStream.addTrack(track);
    await onReplaceVideo(track);
    if (previewRef.current) previewRef.current.srcObject = localStream;
    setFacing(next);
  };
  const sinkId = outputs.length > 1 ? (outputs[sinkIndex % outputs.length]?.deviceId ?? '') : '';

  return (
    <div role="dialog" aria-modal="true" aria-label={t('calls.screenLabel')} className={`fixed inset-0 flex flex-col bg-brand-900 text-white ${reporting ? 'z-40' : 'z-[60]'}`}>
      <header className="flex flex-col gap-1 px-4 pt-4 pb-2">
        {/* The name keeps its own direction; the line keeps the page's (right-aligned in Urdu). */}
        <p className="text-lg font-semibold">
          <bdi>{otherMember?.name}</bdi>
        </p>
        <p role="status" className="text-sm text-white/80">
          {status}
        </p>
        {guardians.map((g) => (
          <p key={g.userId} className="inline-flex items-center gap-1.5 text-sm text-amber-200" data-testid="guardian-present">
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            {t('calls.guardianPresent', { name: g.name })}
          </p>
        ))}
        {rung.map((p) => (
          <p key={p.userId} className="text-xs text-white/60">
            <bdi>{p.name}</bdi> · {t('calls.calling')}
          </p>
        ))}
      </header>
      <div className="relative flex min-h-0 flex-1 flex-col gap-1 sm:flex-row">
        {others.map((person) => (
          <RemoteMedia key={person.userId} person={person} stream={remoteStreams[person.userId]} video={video} sinkId={sinkId} />
        ))}
        {others.length === 0 && (
          <div className="flex flex-1 items-center justify-center">
            <span aria-hidden="true" className="flex h-28 w-28 items-center justify-center rounded-full bg-white/10 text-4xl font-semibold">
              {otherMember?.name.slice(0, 1)}
            </span>
          </div>
        )}
        {video && (
          <video
            ref={previewRef}
            autoPlay
            playsInline
            muted
            aria-label={t('calls.you')}
            data-testid="local-preview"
            className={`absolute end-3 top-3 h-36 w-24 rounded-xl border border-white/30 object-cover shadow-lg sm:h-40 sm:w-32 ${cameraOff ? 'invisible' : ''}`}
          />
        )}
      </div>
      <div className="flex flex-wrap items-center justify-center gap-3 px-4 pt-3 pb-6">
        <ControlButton label={muted ? t('calls.unmute') : t('calls.mute')} pressed={muted} onClick={toggleMute}>
          {muted ? <MicOff className="h-6 w-6" aria-hidden="true" /> : <Mic className="h-6 w-6" aria-hidden="true" />}
        </ControlButton>
        {video && (
          <ControlButton label={cameraOff ? t('calls.cameraOn') : t('calls.cameraOff')} pressed={cameraOff} onClick={toggleCamera}>
            {cameraOff ? <VideoOff className="h-6 w-6" aria-hidden="true" /> : <Video className="h-6 w-6" aria-hidden="true" />}
          </ControlButton>
        )}
        {video && cameras > 1 && (
          <ControlButton label={t('calls.switchCamera')} onClick={() => void switchCamera()}>
            <SwitchCamera className="h-6 w-6" aria-hidden="true" />
          </ControlButton>
        )}
        {outputs.length > 1 && (
          <ControlButton label={t('calls.speakerOn')} pressed={sinkIndex % outputs.length !== 0} onClick={() => setSinkIndex((i) => i + 1)}>
            <Volume2 className="h-6 w-6" aria-hidden="true" />
          </ControlButton>
        )}
        {showAddGuardian && (
          <ControlButton label={t('calls.addGuardian')} onClick={() => void addMyGuardian()}>
            <UserPlus className="h-6 w-6" aria-hidden="true" />
          </ControlButton>
        )}
        {me?.role !== 'guardian' && otherMember && (
          <ControlButton label={t('calls.report')} onClick={() => setReporting(otherMember)}>
            <Flag className="h-6 w-6" aria-hidden="true" />
          </ControlButton>
        )}
        <ControlButton label={t('calls.endCall')} danger onClick={() => void endCurrent(selfId)}>
          <PhoneOff className="h-6 w-6" aria-hidden="true" />
        </ControlButton>
      </div>
      {reporting && <ReportDialog userId={reporting.userId} firstName={reporting.name.split(' ')[0] ?? reporting.name} onClose={() => setReporting(null)} />}
    </div>
  );
}
