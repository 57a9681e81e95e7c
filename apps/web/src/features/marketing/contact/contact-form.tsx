import { useEffect, useMemo } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import { API, CONTACT_MESSAGE_MAX, MSG, PHONE_DIGITS, ROUTES, contactMessageSchema, type ContactMessage, type ContactMessageInput, type MessageResponse } from '@sakinah/contract';
import { Button } from '../../../components/ui/button';
import { ApiError, api, errorMessage } from '../../../lib/api';
import { useSession } from '../../session/public';
import { localized, useT } from '../../../lib/i18n';
import { richText } from '../../../lib/rich-text';

type ContactField = keyof ContactMessageInput;

const EMPTY: ContactMessageInput = { name: '', email: '', contactNo: '', message: '' };
const FIELDS: readonly ContactField[] = ['name', 'email', 'contactNo', 'message'];

// Invalid fields get a red border as well as their message, so the problem is visible at a glance.
const INPUT = 'input aria-invalid:border-red-600 aria-invalid:focus:border-red-600 aria-invalid:focus:ring-red-100';

const isContactField = (field: string): field is ContactField => (FIELDS as readonly string[]).includes(field);

/** The toast text for a failed send: always the server's words when it sent some (429 says to wait). */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return error.message || localized(MSG.rateLimited);
  return errorMessage(error, localized(MSG.contactFailed));
}

/** Ids that tie an input to its hint and its error message. */
function describedBy(id: string, error: FieldError | undefined, hint = false): string | undefined {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function ErrorText({ id, error }: { id: string; error: FieldError | undefined }) {
  if (!error?.message) return null;
  return (
    <p id={`${id}-error`} className="field-error">
      {localized(error.message)}
    </p>
  );
}

function Required() {
  return (
    <span className="ms-0.5 text-red-700" aria-hidden="true">
      *
    </span>
  );
}

/** Sends `POST /api/contact`; the server checks the same schema, so both sides agree on every message. */
export function ContactForm({ headingId }: { headingId: string }) {
  // A signed-in member writes as herself: her name, email and phone are filled in (she may change them).
  const { user } = useSession();
  const { t, path } = useT();
  const mine = useMemo<ContactMessageInput>(
    () => (user ? { ...EMPTY, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, contactNo: user.contactNo } : EMPTY),
    [user],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: mine,
    mode: 'onTouched',
  });
  // Her session may arrive after the form is drawn: fill it in then, unless she has started typing.
  useEffect(() => {
    const current = getValues();
    if (user && !current.name && !current.email && !current.contactNo) reset({ ...mine, message: current.message });
  }, [user, mine, getValues, reset]);
  const messageLength = (useWatch({ control, name: 'message' }) ?? '').length;

  const onSubmit = async (values: ContactMessage) => {
    try {
      const response = await api<MessageResponse>('POST', API.contact, { body: values });
      toast.success(response.message || localized(MSG.contactSent));
      reset(mine);
    } catch (error) {
      // Should the server refuse a field the browser accepted, show its message under that field too.
      if (error instanceof ApiError && error.errors) {
        for (const fieldError of error.errors) {
          if (isContactField(fieldError.field)) setError(fieldError.field, { message: fieldError.message });
        }
      }
      toast.error(failureMessage(error));
    }
  };

  return (
    <form aria-labelledby={headingId} noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="contact-name" className="label">
            {t('contact.form.name')}
            <Required />
          </label>
          <input
            id="contact-name"
            type="text"
            className={INPUT}
            autoComplete="name"
            placeholder={t('contact.form.namePlaceholder')}
            aria-required="true"
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('contact-name', errors.name)}
            {...register('name')}
          />
          <ErrorText id="contact-name" error={errors.name} />
        </div>
        <div>
          <label htmlFor="contact-email" className="label">
            {t('contact.form.email')}
            <Required />
          </label>
          <input
            id="contact-email"
            type="email"
            className={INPUT}
            autoComplete="email"
            inputMode="email"
            placeholder={t('login.emailPlaceholder')}
            aria-required="true"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('contact-email', errors.email)}
            {...register('email')}
          />
          <ErrorText id="contact-email" error={errors.email} />
        </div>
      </div>

      <div>
        <label htmlFor="contact-no" className="label">
          {t('contact.form.phone')} <span className="font-normal text-muted">{t('contact.form.optional')}</span>
        </label>
        <input
          id="contact-no"
          type="tel"
          className={INPUT}
          autoComplete="tel-national"
          inputMode="numeric"
          placeholder={t('contact.form.phonePlaceholder')}
          aria-invalid={errors.contactNo ? true : undefined}
          aria-describedby={describedBy('contact-no', errors.contactNo, true)}
          {...register('contactNo')}
        />
        <p id="contact-no-hint" className="mt-1 text-xs text-muted">
          {t('contact.form.phoneHint', { digits: PHONE_DIGITS })}
        </p>
        <ErrorText id="contact-no" error={errors.contactNo} />
      </div>

      <div>
        <label htmlFor="contact-message" className="label">
          {t('contact.form.message')}
          <Required />
        </label>
        <textarea
          id="contact-message"
          rows={6}
          className={`${INPUT} min-h-36 resize-y`}
          placeholder={t('contact.form.messagePlaceholder')}
          maxLength={CONTACT_MESSAGE_MAX}
          aria-required="true"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('contact-message', errors.message, true)}
          {...register('message')}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          <ErrorText id="contact-message" error={errors.message} />
          <p id="contact-message-hint" className="mt-1 ms-auto shrink-0 text-xs text-muted">
            {t('contact.form.characters', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
          </p>
        </div>
      </div>

      <div className="flex flex-col gap-4 border-t border-brand-50 pt-5 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-relaxed text-muted">
          <span aria-hidden="true" className="text-red-700">
            *
          </span>{' '}
          {richText(t('contact.form.required'), {
            link: (chunk) => (
              <Link to={path(ROUTES.privacy)} className="font-medium text-brand-700 underline underline-offset-2">
                {chunk}
              </Link>
            ),
          })}
        </p>
        <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting} className="shrink-0">
          <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {isSubmitting ? t('contact.form.sending') : t('contact.form.send')}
        </Button>
      </div>
    </form>
  );
}
