import type { RiskItemView } from '@sakinah/contract';
import { DetailsList } from './details-list';

function Photo({ src, label }: { src: string | null | undefined; label: string }) {
  return (
    <figure className="min-w-0">
      <div className="aspect-4/5 overflow-hidden rounded-xl border border-brand-100 bg-brand-50">
        {src ? (
          <img src={src} alt={label} loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <p className="flex h-full items-center justify-center p-3 text-center text-sm text-muted">Photo no longer there</p>
        )}
      </div>
      <figcaption className="mt-1.5 text-xs font-semibold break-words text-ink">{label}</figcaption>
    </figure>
  );
}

/** Both photos side by side (the new one, held, and the earlier one it matched), with the distance and whether it was mirrored. */
export function DuplicatePhotoDetails({ item }: { item: RiskItemView }) {
  const otherName = item.other?.name.trim() || item.other?.email || 'another member';
  const distance = typeof item.details.distance === 'number' ? item.details.distance : null;
  const mirrored = item.details.mirrored === true;
  const threshold = typeof item.details.maxDistance === 'number' ? item.details.maxDistance : null;
  return (
    <div className="space-y-3">
      <div className="grid max-w-xl grid-cols-2 gap-3">
        <Photo src={item.photo?.url} label={item.photo?.held === false ? 'New photo' : 'New photo (held)'} />
        <Photo src={item.otherPhoto?.url} label={`Earlier photo of ${otherName}`} />
      </div>
      <p className="text-sm text-ink">
        {distance !== null && (
          <>
            <span className="font-semibold tabular-nums">{distance}</span> of 64 bits differ
            {threshold !== null && <span className="text-muted"> (same photo at {threshold} or fewer)</span>}
          </>
        )}
        {mirrored && <span>{distance !== null ? ' · ' : ''}mirrored copy</span>}
      </p>
      <DetailsList details={item.details} omit={['distance', 'mirrored', 'maxDistance']} />
    </div>
  );
}
