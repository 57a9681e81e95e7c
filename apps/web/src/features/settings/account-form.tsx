import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { Save } from 'lucide-react';
import { ACCOUNT_HOLDER_LABELS, ACCOUNT_HOLDER_RELATIONS, API, accountSettingsSchema, type AccountSettingsInput, type UserUpdatedResponse } from '@sakinah/contract';
import type { z } from 'zod/mini';
import { Button } from '../../components/ui/button';
import { ApiError, api, errorMessage } from '../../lib/api';
import { useSession, type SessionUser } from '../session/public';
import { EmailField, FieldFrame, FirstLastNameFields, TextAreaField, TextField, controlAria } from '../../components/ui/text-field';
import { textNow, useT } from '../../lib/i18n';

type AccountData = z.output<typeof accountSettingsSchema>;
type AccountField = keyof AccountSettingsInput;
const FIELDS: readonly string[] = ['firstName', 'lastName', 'email', 'bio', 'accountHolder', 'accountHolderName'] satisfies AccountField[];
const BIO_MAX = 500;

function valuesOf(user: SessionUser): AccountSettingsInput {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    email: user.email ?? '',
    bio: typeof user.bio === 'string' ? user.bio : '',
    accountHolder: user.accountHolder ?? undefined,
    accountHolderName: user.accountHolderName ?? '',
  };
}

/** Settings → Account: name, email, a short bio and who manages the account (`PUT /api/update-user`). */
export function AccountForm({ user }: { user: SessionUser }) {
  const { t, label, formatNumber } = useT();
  const { setUser } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AccountSettingsInput, unknown, AccountData>({
    resolver: zodResolver(accountSettingsSchema),
    defaultValues: valuesOf(user),
    mode: 'onTouched',
  });
  const bioLength = (useWatch({ control, name: 'bio' }) ?? '').length;
  const accountHolder = useWatch({ control, name: 'accountHolder' });

  const onSubmit = async (values: AccountData) => {
    const body = {
      firstName: values.firstName,
      lastName: values.lastName ?? '',
      email: values.email,
      bio: values.bio ?? '',
      ...(values.accountHolder ? { accountHolder: values.accountHolder, accountHolderName: values.accountHolderName ?? '' } : {}),
    };
    try {
      const response = await api<UserUpdatedResponse>('PUT', API.updateUser, { body });
      toast.success(response.message || textNow('profileUpdated'));
      const updated = response.user ?? { ...user, ...body };
      setUser(updated);
      reset(valuesOf(updated));
    } catch (error) {
      if (error instanceof ApiError) {
        // A taken email (409) belongs under the email field as well as in the toast.
        if (error.status === 409) setError('email', { message: error.message || textNow('emailTaken') });
        for (const item of error.errors ?? []) {
          if (FIELDS.includes(item.field)) setError(item.field as AccountField, { message: item.message });
        }
      }
      toast.error(errorMessage(error, textNow('profileUpdateFailed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="card space-y-5 p-5 sm:p-7" aria-labelledby="account-heading">
      <div>
        <h2 id="account-heading" className="text-2xl font-bold text-brand-800">
          {t('settings.accountInfo')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('settings.accountInfoLead')}</p>
      </div>
      <FirstLastNameFields
        idPrefix="settings"
        first={{ registration: register('firstName'), error: errors.firstName?.message }}
        last={{ registration: register('lastName'), error: errors.lastName?.message }}
      />
      <EmailField
        id="settings-email"
        required
        hint={t('settings.emailHint')}
        error={errors.email?.message}
        registration={register('email')}
      />
      <FieldFrame
        id="settings-accountHolder"
        label={t('settings.whoManages')}
        hint={t('settings.whoManagesHint')}
        error={errors.accountHolder?.message}
      >
        <select
          id="settings-accountHolder"
          className="input aria-invalid:border-red-600"
          {...controlAria('settings-accountHolder', { error: errors.accountHolder?.message, hint: true })}
          {...register('accountHolder', { setValueAs: (value: string) => (value === '' ? undefined : value) })}
        >
          <option value="">{t('settings.notStated')}</option>
          {ACCOUNT_HOLDER_RELATIONS.map((value) => (
            <option key={value} value={value}>
              {label('holder', value, ACCOUNT_HOLDER_LABELS[value])}
            </option>
          ))}
        </select>
      </FieldFrame>
      {accountHolder && accountHolder !== 'self' && (
        <TextField
          id="settings-accountHolderName"
          label={t('settings.holderName')}
          nameLike
          required
          autoComplete="name"
          error={errors.accountHolderName?.message}
          registration={register('accountHolderName')}
        />
      )}
      <TextAreaField
        id="settings-bio"
        label={t('settings.bio')}
        rows={5}
        maxLength={BIO_MAX}
        placeholder={t('settings.bioPlaceholder')}
        hint={t('safety.characters', { count: formatNumber(bioLength), max: formatNumber(BIO_MAX) })}
        error={errors.bio?.message}
        registration={register('bio')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined} className="w-full sm:w-auto">
          <Save className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? t('settings.saving') : t('settings.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
