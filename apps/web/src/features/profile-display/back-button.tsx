import { ArrowLeft } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useT } from '../../lib/i18n';

/**
 * Goes back one page; when the page was opened directly (nothing to go back to inside the app)
 * it goes to `fallback` instead of leaving the site.
 */
export function BackButton({ fallback, className = '' }: { fallback: string; className?: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  const goBack = () => {
    // React Router numbers its history entries; 0 means this is the first page of the visit.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    if (typeof index === 'number' && index > 0) navigate(-1);
    else navigate(fallback);
  };
  return (
    <Button variant="back" size="sm" onClick={goBack} className={className}>
      <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
      {t('profileView.back')}
    </Button>
  );
}
