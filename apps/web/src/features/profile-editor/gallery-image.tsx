import { useState } from 'react';
import { UserRound } from 'lucide-react';

/** A photo from `/media/...`; a broken address shows the default avatar instead. */
export function GalleryImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <span role="img" aria-label={alt} className="flex h-full w-full items-center justify-center bg-brand-50 text-brand-300">
        <UserRound className="h-1/2 w-1/2" aria-hidden="true" />
      </span>
    );
  }
  return <img src={src} alt={alt} loading="lazy" draggable={false} className="h-full w-full object-cover" onError={() => setFailed(true)} />;
}
