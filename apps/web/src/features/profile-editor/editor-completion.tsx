import { useWatch, type Control } from 'react-hook-form';
import { PartyPopper } from 'lucide-react';
import { profileCompletion } from '@sakinah/contract';
import { CompletionBar } from '../../components/ui/completion-bar';
import { useT } from '../../lib/i18n';
import type { SessionUser } from '../session/public';
import type { ProfileFormValues } from './profile-form';

/** Live completion: what is typed now, plus the photos and payment the server knows about. */
export function EditorCompletion({ control, user }: { control: Control<ProfileFormValues>; user: SessionUser }) {
  const { t } = useT();
  const values = useWatch({ control });
  const percent = profileCompletion({
    ...values,
    avatar: user.avatar,
    images: user.images,
    isPaymentComplete: user.isPaymentComplete,
  });
  return (
    <div className="mt-6 max-w-xl">
      <CompletionBar percent={percent} label={t('editor.completion')} />
      {percent === 100 && (
        <p className="mt-3 flex items-center gap-2 rounded-xl bg-brand-50 px-3 py-2 text-sm font-medium text-brand-800" role="status">
          <PartyPopper className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t('editor.complete')}
        </p>
      )}
    </div>
  );
}
