import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { AlertTriangle, CheckCircle2 } from 'lucide-react';
import { API, RESET_REDIRECT_MS, ROUTES, resetPasswordFormSchema, type MessageResponse } from '@sakinah/contract';
import type { z } from 'zod/mini';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { NewPasswordFields, RESET_RULES } from './password-checklist';
import { useT } from '../../lib/i18n';

type ResetInput = z.input<typeof resetPasswordFormSchema>;
type ResetData = z.output<typeof resetPasswordFormSchema>;
type ResetField = keyof ResetInput;
const FIELDS: readonly string[] = ['newPassword', 'confirmPassword'] satisfies ResetField[];

type Outcome = { kind: 'form' } | { kind: 'done'; message: string } | { kind: 'invalid' };

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { t, path } = useT();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ResetInput, unknown, ResetData>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  // After a successful reset, give the member time to read the message, then go to sign-in.
  const done = outcome.kind === 'done';
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => navigate(path(ROUTES.login)), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate, path]);

  const onSubmit = async (values: ResetData) => {
    try {
      await api<MessageResponse>('PUT', API.resetPassword(token), {
        body: { newPassword: values.newPassword, confirmPassword: values.confirmPassword },
      });
      setOutcome({ kind: 'done', message: t('resetPasswordSuccess') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        // A 400 naming fields is a rule the server refused; any other 400 is a dead link.
        const fieldErrors = (error.errors ?? []).filter((item) => FIELDS.includes(item.field));
        if (fieldErrors.length > 0) {
          for (const item of fieldErrors) setError(item.field as ResetField, { message: item.message });
          return;
        }
        setOutcome({ kind: 'invalid' });
        return;
      }
      toast.error(errorMessage(error, t('serverErrorLater')));
    }
  };

  if (outcome.kind === 'done') {
    return (
      <div className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-center" role="status">
        <CheckCircle2 className="mx-auto mb-2 h-7 w-7 text-brand-700" aria-hidden="true" />
        <p className="font-medium text-brand-800">{outcome.message}</p>
        <Link to={path(ROUTES.login)} className="mt-3 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
          {t('reset.goToLogin')}
        </Link>
      </div>
    );
  }

  if (outcome.kind === 'invalid') {
    return (
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-center">
        <AlertTriangle className="mx-auto mb-2 h-7 w-7 text-red-700" aria-hidden="true" />
        <p className="font-medium text-red-800" role="alert">
          {t('resetLinkInvalid')}
        </p>
        <ButtonLink to={ROUTES.forgetPassword} variant="primary" className="mt-4">
          {t('reset.newLink')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <NewPasswordFields
        value={newPassword}
        rules={RESET_RULES}
        password={{ id: 'reset-new-password', label: t('reset.newPassword'), error: errors.newPassword?.message, registration: register('newPassword') }}
        confirm={{ id: 'reset-confirm-password', label: t('reset.confirmPassword'), error: errors.confirmPassword?.message, registration: register('confirmPassword') }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('reset.resetting') : t('reset.submit')}
      </Button>
    </form>
  );
}
