import { Link } from 'react-router';
import { BRAND_NAME } from '@sakinah/contract';
import { useT } from '../../lib/i18n';

/** Crescent-and-star mark with the wordmark; always links home. */
export function BrandLogo({ tone = 'dark', className = '', nameClassName = '' }: { tone?: 'dark' | 'light'; className?: string; nameClassName?: string }) {
  const { t, path } = useT();
  return (
    <Link to={path('/')} className={`inline-flex items-center gap-2 ${className}`} aria-label={t('ui.brandHome', { brand: BRAND_NAME })}>
      <svg viewBox="0 0 64 64" className="h-9 w-9 shrink-0" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill={tone === 'dark' ? '#1b4d3e' : '#ffffff'} />
        <path d="M40 14a18 18 0 1 0 10 31 15 15 0 1 1-10-31z" fill="#d4a73a" />
        <path d="M44 22l1.8 4.2 4.5.4-3.4 3 1 4.4-3.9-2.3-3.9 2.3 1-4.4-3.4-3 4.5-.4z" fill="#d4a73a" />
      </svg>
      <span className={`font-display text-2xl font-bold leading-none ${tone === 'dark' ? 'text-brand-700' : 'text-white'} ${nameClassName}`}>
        {BRAND_NAME}
      </span>
    </Link>
  );
}
