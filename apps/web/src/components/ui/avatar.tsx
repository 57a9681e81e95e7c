import { useState } from 'react';

/** A round photo that falls back to initials when there is none or it fails to load. */
export function Avatar({ src, name, size = 40, className = '' }: { src: string | null; name: string; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
  const style = { width: size, height: size };
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        style={style}
        className={`rounded-full object-cover ${className}`}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      style={{ ...style, fontSize: Math.max(12, size * 0.38) }}
      className={`inline-flex items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 ${className}`}
      aria-label={name}
      role="img"
    >
      {initials || '?'}
    </span>
  );
}
