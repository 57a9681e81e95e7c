import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { KeyRound } from 'lucide-react';
import { API, changePasswordFormSchema, type MessageResponse } from '@sakinah/contract';
import type { z } from 'zod/mini';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { PasswordField } from '../../components/ui/text-field';
import { NewPasswordFields, SIGNUP_RULES } from '../password-reset/public';
import { textNow, useT } from '../../lib/i18n';

type ChangeInput = z.input<typeof changePasswordFormSchema>;
type ChangeData = z.output<typeof changePasswordFormSchema>;
type ChangeField = keyof ChangeInput;
const FIELDS: readonly string[] = ['password', 'newPassword', 'confirmNewPassword'] satisfies ChangeField[];
const EMPTY: ChangeInput = { password: '', newPassword: '', confirmNewPassword: '' };

/** Settings → Security: `PUT /api/update-password`, then an empty form again. */
export function ChangePasswordForm() {
  const { t } = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ChangeInput, unknown, ChangeData>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = async (values: ChangeData) => {
    try {
      const response = await api<MessageResponse>('PUT', API.updatePassword, { body: values });
      toast.success(response.message || textNow('passwordUpdated'));
      reset(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const item of error.errors ?? []) {
          if (FIELDS.includes(item.field)) setError(item.field as ChangeField, { message: item.message });
        }
      }
      toast.error(errorMessage(error, textNow('passwordUpdateFailed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="card space-y-5 p-5 sm:p-7" aria-labelledby="password-heading">
      <div>
        <h2 id="password-heading" className="text-2xl font-bold text-brand-800">
          {t('settings.changePassword')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('settings.changePasswordLead')}</p>
      </div>
      <PasswordField
        id="settings-current-password"
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        required
        error={errors.password?.message}
        registration={register('password')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NewPasswordFields
          value={newPassword}
          rules={SIGNUP_RULES}
          password={{ id: 'settings-new-password', label: t('settings.newPassword'), error: errors.newPassword?.message, registration: register('newPassword') }}
          confirm={{ id: 'settings-confirm-password', label: t('settings.confirmNewPassword'), error: errors.confirmNewPassword?.message, registration: register('confirmNewPassword') }}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full sm:w-auto">
          <KeyRound className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? t('settings.updating') : t('settings.updatePassword')}
        </Button>
      </div>
    </form>
  );
}
