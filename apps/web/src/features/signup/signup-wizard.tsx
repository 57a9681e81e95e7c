import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import {
  MSG,
  OTP_AUTO_ADVANCE_MS,
  SIGNUP_STEP_SCHEMAS,
  signupSchema,
  type SignupData,
} from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { useT } from '../../lib/i18n';
import { PhoneVerificationStep } from './phone-verification-step';
import {
  LAST_STEP,
  PHONE_STEP,
  SIGNUP_DEFAULTS,
  SIGNUP_STEP_META,
  stepOfField,
  toSignupField,
  visibleField,
  type SignupField,
  type SignupFormValues,
} from './signup-form';
import { SignupIntro } from './signup-intro';
import { DobStep, EmailStep, NameStep, PasswordStep, ProfileStep, dobBounds } from './signup-steps';
import { StepProgress } from './step-progress';
import { MD_UP, useMediaQuery } from './use-media-query';
import { usePhoneVerification } from './use-phone-verification';
import { useSignup } from './use-signup';

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

type FocusTarget = SignupField | 'heading';

/**
 * The six-step sign-up. One react-hook-form form holds every field; each Next checks only the
 * current step with its contract schema, and Submit sends everything to POST /api/signup.
 */
export function SignupWizard() {
  const navigate = useNavigate();
  const { t, tx } = useT();
  const isDesktop = useMediaQuery(MD_UP);
  // Phones see an intro first; on wide screens the brand panel plays that part.
  const [introDone, setIntroDone] = useState(false);
  const showIntro = !isDesktop && !introDone;
  const [step, setStep] = useState(0);
  // After a failed Next/Submit, errors of that step follow the member's edits until the step changes.
  const [attemptedStep, setAttemptedStep] = useState<number | null>(null);
  // Client-only page, so reading today's date once at mount is safe.
  const [bounds] = useState(() => dobBounds(new Date()));

  const form = useForm<SignupFormValues>({ defaultValues: SIGNUP_DEFAULTS });
  const {
    register,
    control,
    getValues,
    setError,
    clearErrors,
    setFocus,
    setValue,
    formState: { errors, touchedFields, dirtyFields },
  } = form;
  const [contactNo, phoneVerified, profileFor, password, accountHolder] = useWatch({
    control,
    name: ['contactNo', 'phoneVerified', 'profileFor', 'password', 'accountHolder'],
  });

  // Creating her own profile is a profile for "Self"; a parent or relative chooses for whom.
  useEffect(() => {
    if (accountHolder === 'self') setValue('profileFor', 'self');
    else if (accountHolder !== '' && getValues('profileFor') === 'self') setValue('profileFor', '');
  }, [accountHolder, getValues, setValue]);
  // A daughter's profile is a bride's, a son's a groom's: the gender is preset (she may still change it).
  useEffect(() => {
    if (profileFor === 'daughter') setValue('gender', 'female');
    else if (profileFor === 'son') setValue('gender', 'male');
  }, [profileFor, setValue]);
  const verification = usePhoneVerification({ form });
  const { autoAdvance, setAutoAdvance, setConfirmError } = verification;
  const { signup, submitting } = useSignup();

  const headingRef = useRef<HTMLHeadingElement>(null);
  // What to focus once the new step has rendered (its inputs do not exist before).
  const focusTarget = useRef<FocusTarget | null>(null);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'heading') headingRef.current?.focus();
    else if (target) setFocus(visibleField(target));
  }, [step, showIntro, setFocus]);

  // Verified: move on to the email step after a short pause, unless the member moves first.
  useEffect(() => {
    if (!autoAdvance || step !== PHONE_STEP) return;
    const timer = setTimeout(() => {
      setAutoAdvance(false);
      clearErrors();
      setAttemptedStep(null);
      focusTarget.current = 'heading';
      setStep(PHONE_STEP + 1);
    }, OTP_AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [autoAdvance, step, setAutoAdvance, clearErrors]);

  /** Changes step; errors never follow the member to another step. */
  const goTo = (next: number, focus: FocusTarget = 'heading') => {
    clearErrors();
    setConfirmError(null);
    setAttemptedStep(null);
    setAutoAdvance(false);
    if (next === step) {
      if (focus !== 'heading') setFocus(visibleField(focus));
      return;
    }
    focusTarget.current = focus;
    setStep(next);
  };

  /** Shows the first message of each field; returns the first field with a problem. */
  const showIssues = (issues: readonly Issue[]): SignupField | null => {
    let first: SignupField | null = null;
    const seen = new Set<SignupField>();
    for (const issue of issues) {
      const field = toSignupField(issue.path[0]);
      if (!field || seen.has(field)) continue;
      seen.add(field);
      setError(visibleField(field), { type: 'validate', message: issue.message });
      first ??= field;
    }
    return first;
  };

  /** Checks one step with its contract schema and shows its errors; step 2 also needs a verified number. */
  const validateStep = (index: number, focus: boolean): boolean => {
    const values = getValues();
    clearErrors(SIGNUP_STEP_META[index]?.fields.map(visibleField));
    let first: SignupField | null = null;
    if (index === PHONE_STEP && values.contactNo.trim() === '') {
      setError('contactNo', { type: 'validate', message: MSG.whatsappProvide });
      first = 'contactNo';
    } else {
      const result = SIGNUP_STEP_SCHEMAS[index]?.safeParse(values);
      if (result && !result.success) first = showIssues(result.error.issues);
      else if (index === PHONE_STEP && !values.phoneVerified) {
        setError('contactNo', { type: 'validate', message: MSG.phoneNotVerified });
        first = 'contactNo';
      } else if (index === PHONE_STEP && !verification.whatsappConfirmed) {
        setConfirmError(MSG.whatsappConfirm);
        return false;
      }
    }
    if (first && focus) setFocus(visibleField(first));
    return first === null;
  };

  /** Re-checks the step as the member edits, once a Next or Submit has failed on it. */
  const onFormChange = () => {
    // Step 2 keeps its messages until the next attempt: a changed number starts over anyway.
    if (attemptedStep === step && step !== PHONE_STEP) validateStep(step, false);
  };

  const next = () => {
    if (validateStep(step, true)) goTo(step + 1);
    else setAttemptedStep(step);
  };

  const back = () => {
    if (step > 0) goTo(step - 1);
    else if (!isDesktop) {
      clearErrors();
      setAttemptedStep(null);
      setIntroDone(false);
    }
  };

  /** Shows the server's word on a field: jumps to its step and puts the message under it. */
  const showServerErrors = (fieldErrors: ReadonlyArray<{ field: SignupField; message: string }>) => {
    const first = fieldErrors[0];
    if (!first) return;
    const target = stepOfField(first.field);
    goTo(target, first.field);
    for (const { field, message } of fieldErrors) {
      if (stepOfField(field) === target) setError(visibleField(field), { type: 'server', message });
    }
    setAttemptedStep(target);
  };

  const submit = async () => {
    if (!validateStep(LAST_STEP, true)) {
      setAttemptedStep(LAST_STEP);
      return;
    }
    // Earlier steps passed their Next, but check the whole form as the server will.
    const values = getValues();
    const parsed = signupSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors = parsed.error.issues.flatMap((issue) => {
        const field = toSignupField(issue.path[0]);
        return field ? [{ field, message: issue.message }] : [];
      });
      fieldErrors.sort((a, b) => stepOfField(a.field) - stepOfField(b.field));
      showServerErrors(fieldErrors);
      return;
    }
    if (!values.phoneVerified) {
      showServerErrors([{ field: 'contactNo', message: MSG.phoneNotVerified }]);
      return;
    }
    const data: SignupData = parsed.data;
    const result = await signup({
      ...data,
      customRelation: data.profileFor === 'other' ? data.customRelation : '',
      accountHolderName: data.accountHolder && data.accountHolder !== 'self' ? data.accountHolderName : '',
      phoneVerified: values.phoneVerified,
    });
    if (result.ok || !(result.error instanceof ApiError)) return;
    const { error } = result;
    if (error.status === 400 && error.errors?.length) {
      showServerErrors(
        error.errors.flatMap(({ field, message }) => {
          const known = toSignupField(field);
          return known ? [{ field: known, message }] : [];
        }),
      );
    } else if (error.status === 409) {
      // The server names the field, or at least says which one in its message.
      const named = toSignupField(error.errors?.[0]?.field);
      const text = error.message;
      const field =
        named ??
        (text === MSG.emailTaken || /e-?mail/i.test(text)
          ? 'email'
          : text === MSG.phoneTaken || /phone|contact|whatsapp/i.test(text)
            ? 'contactNo'
            : null);
      if (field) showServerErrors([{ field, message: error.errors?.[0]?.message ?? error.message }]);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (step < LAST_STEP) next();
    else void submit();
  };

  /** The message under a field, if any. Date of birth waits until the field was touched. */
  const errorOf = (field: SignupField): string | undefined => {
    const message = errors[field]?.message;
    if (!message) return undefined;
    if (field === 'dob' && !touchedFields.dob && !dirtyFields.dob) return undefined;
    // The contract's messages are English; shown in the member's language (the server's come translated already).
    return tx(message);
  };

  if (showIntro) {
    return (
      <SignupIntro
        onBack={() => navigate(-1)}
        onNext={() => {
          focusTarget.current = 'heading';
          setIntroDone(true);
        }}
      />
    );
  }

  const meta = SIGNUP_STEP_META[step] ?? SIGNUP_STEP_META[0]!;
  const stepProps = { register, errorOf };

  return (
    <form noValidate onSubmit={onSubmit} onChange={onFormChange} className="card p-5 sm:p-7">
      <StepProgress step={step} />

      <div className="mt-6 border-t border-brand-50 pt-6">
        <h2
          id="signup-step-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold text-brand-700 focus:outline-none"
        >
          {t(meta.heading)}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(meta.description)}</p>

        <div className="mt-6">
          {step === 0 && <NameStep {...stepProps} accountHolder={accountHolder} profileFor={profileFor} />}
          {step === PHONE_STEP && (
            <PhoneVerificationStep
              register={register}
              contactNo={contactNo}
              verified={phoneVerified}
              phoneError={errorOf('contactNo')}
              verification={verification}
            />
          )}
          {step === 2 && <EmailStep {...stepProps} />}
          {step === 3 && <DobStep {...stepProps} bounds={bounds} />}
          {step === 4 && <ProfileStep {...stepProps} />}
          {step === LAST_STEP && <PasswordStep {...stepProps} password={password ?? ''} />}
        </div>
      </div>

      <div className="mt-8 flex items-center justify-between gap-3">
        <Button
          variant="back"
          onClick={back}
          disabled={submitting || (step === 0 && isDesktop)}
        >
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          {t('signup.back')}
        </Button>
        {step < LAST_STEP ? (
          <Button key="next" type="submit" variant="next">
            {t('signup.next')}
            <ArrowRight className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        ) : (
          <Button key="submit" type="submit" variant="primary" disabled={submitting} aria-busy={submitting}>
            {submitting ? t('signup.creating') : t('signup.submit')}
            {!submitting && <Check className="h-4 w-4" aria-hidden="true" />}
          </Button>
        )}
      </div>
    </form>
  );
}
