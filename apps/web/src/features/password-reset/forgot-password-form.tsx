import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { API, MSG, ROUTES, forgotPasswordSchema, type MessageResponse } from '@sakinah/contract';
import type { z } from 'zod/mini';
import { Button } from '../../components/ui/button';
import { ApiError, api } from '../../lib/api';
import { EmailField } from '../../components/ui/text-field';
import { localized, useT } from '../../lib/i18n';

type ForgotInput = z.input<typeof forgotPasswordSchema>;
type ForgotData = z.output<typeof forgotPasswordSchema>;

/** What the navigation to the check-email page carries. */
export interface CheckEmailState {
  email: string;
}

/**
 * 429 carries its own words; anything else is a generic server problem (spec section 8). The server answers a
 * stranger's address as a member's (docs/decisions.md), so there is no 'Email not found' to show.
 */
function failureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message || localized(MSG.tooManyResets);
  return localized(MSG.serverErrorLater);
}

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const { t, path } = useT();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotData>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const onSubmit = async ({ email }: ForgotData) => {
    try {
      const response = await api<MessageResponse>('POST', API.forgetPassword, { body: { email } });
      toast.success(response.message || t('resetLinkSentIfAccount'));
      navigate(path(ROUTES.checkEmail), { state: { email } satisfies CheckEmailState });
    } catch (error) {
      toast.error(failureText(error));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <EmailField
        id="forgot-email"
        placeholder={t('login.emailPlaceholder')}
        required
        error={errors.email?.message}
        registration={register('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('forgot.sending') : t('forgot.submit')}
      </Button>
    </form>
  );
}
