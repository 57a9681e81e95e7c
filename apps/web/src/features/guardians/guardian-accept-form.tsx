import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { UserRoundCheck } from 'lucide-react';
import { API, MSG, ROUTES, personNameSchema, signupPasswordSchema, type SelfUpdatedResponse } from '@sakinah/contract';
import { z } from 'zod/mini';
import { Button, ButtonLink } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { FirstLastNameFields } from '../../components/ui/text-field';
import { NewPasswordFields, SIGNUP_RULES } from '../password-reset/public';
import { useSession } from '../session/public';
import { ProblemAlert } from '../../components/ui/problem-alert';
import { useT } from '../../lib/i18n';

/** The same rules as sign-up steps 1 and 6, checked again by the server. */
const acceptSchema = z
  .object({
    firstName: personNameSchema(MSG.firstNameRequired),
    lastName: personNameSchema(MSG.lastNameRequired),
    password: signupPasswordSchema,
    confirmPassword: z.string({ error: MSG.confirmPassword }).check(z.minLength(1, MSG.confirmPassword)),
  })
  .check(z.refine((value) => value.password === value.confirmPassword, { path: ['confirmPassword'], message: MSG.passwordsMustMatch }));

type AcceptInput = z.input<typeof acceptSchema>;
type AcceptData = z.output<typeof acceptSchema>;
type AcceptField = keyof AcceptInput;
const FIELDS: readonly string[] = ['firstName', 'lastName', 'password', 'confirmPassword'] satisfies AcceptField[];

type Problem = { kind: 'invalid'; message: string } | { kind: 'taken'; message: string } | null;

/** Sets the guardian's name and password for an invitation link, then signs them in. */
export function GuardianAcceptForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  const { setUser } = useSession();
  const [problem, setProblem] = useState<Problem>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AcceptInput, unknown, AcceptData>({
    resolver: zodResolver(acceptSchema),
    defaultValues: { firstName: '', lastName: '', password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = async (values: AcceptData) => {
    setProblem(null);
    try {
      const response = await api<SelfUpdatedResponse>('POST', API.guardianAccept(token), {
        body: { firstName: values.firstName, lastName: values.lastName, password: values.password },
      });
      toast.success(response.message || t('guardianWelcome'));
      setUser(response.user);
      navigate(ROUTES.guardianHome, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = (error.errors ?? []).filter((item) => FIELDS.includes(item.field));
        if (fieldErrors.length > 0) {
          for (const item of fieldErrors) setError(item.field as AcceptField, { message: item.message });
          return;
        }
        if (error.status === 400 || error.status === 404) {
          setProblem({ kind: 'invalid', message: error.message || t('guardianInviteInvalid') });
          return;
        }
        if (error.status === 409) {
          setProblem({ kind: 'taken', message: error.message || t('guardianEmailTaken') });
          return;
        }
      }
      toast.error(errorMessage(error, t('unexpectedErrorRetry')));
    }
  };

  if (problem?.kind === 'invalid') {
    return (
      <div className="space-y-5 text-center">
        <ProblemAlert message={problem.message} />
        <ButtonLink to={ROUTES.home} className="w-full sm:w-auto">
          {t('guardianAccept.home')}
        </ButtonLink>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      {problem?.kind === 'taken' && (
        <ProblemAlert message={problem.message} />
      )}
      <FirstLastNameFields
        idPrefix="guardian"
        first={{ registration: register('firstName'), error: errors.firstName?.message }}
        last={{ registration: register('lastName'), error: errors.lastName?.message, required: true }}
      />
      <NewPasswordFields
        value={password}
        rules={SIGNUP_RULES}
        password={{ id: 'guardian-password', label: t('guardianAccept.password'), error: errors.password?.message, registration: register('password') }}
        confirm={{ id: 'guardian-confirm-password', label: t('guardianAccept.confirmPassword'), error: errors.confirmPassword?.message, registration: register('confirmPassword') }}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full">
        <UserRoundCheck className="h-4 w-4" aria-hidden="true" />
        {isSubmitting ? t('guardianAccept.settingUp') : t('guardianAccept.accept')}
      </Button>
    </form>
  );
}
