import { useState, type ImgHTMLAttributes } from 'react';
import { UserRound } from 'lucide-react';

/** A neutral figure in place of a photo that is missing or failed to load. */
export function Silhouette({ label, className = '' }: { label?: string; className?: string }) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={`flex items-center justify-center bg-gradient-to-b from-brand-50 to-brand-100 text-brand-300 ${className}`}
    >
      <UserRound className="h-1/2 w-1/2" strokeWidth={1.25} aria-hidden="true" />
    </div>
  );
}

interface SafeImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> {
  src: string | null | undefined;
  alt: string;
}

/** An <img> that shows the silhouette instead of a broken image. */
export function SafeImage({ src, alt, className = '', ...rest }: SafeImageProps) {
  // Remembering which address failed (not just "failed") lets a new address try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <Silhouette label={alt} className={className} />;
  return <img src={src} alt={alt} className={className} onError={() => setFailedSrc(src)} {...rest} />;
}
