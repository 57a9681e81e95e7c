import type { KeyboardEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CircleCheck, RotateCw, Send, ShieldCheck } from 'lucide-react';
import { OTP_DIGITS, PHONE_DIGITS } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { FieldError, FieldHint, describedBy } from '../../components/ui/text-field';
import { isolateLtr, useT } from '../../lib/i18n';
import type { SignupFormValues } from './signup-form';
import type { PhoneVerification } from './use-phone-verification';

interface PhoneVerificationStepProps {
  register: UseFormRegister<SignupFormValues>;
  contactNo: string;
  verified: boolean;
  phoneError?: string;
  verification: PhoneVerification;
}

/** Step 2: the WhatsApp number, the confirmation checkbox, then the 6-digit code. */
export function PhoneVerificationStep({ register, contactNo, verified, phoneError, verification }: PhoneVerificationStepProps) {
  const {
    whatsappConfirmed,
    toggleConfirmed,
    confirmError,
    otpSent,
    otp,
    otpError,
    changeOtp,
    secondsLeft,
    sending,
    verifying,
    changePhone,
    sendOtp,
    verifyOtp,
  } = verification;
  const { t, tx } = useT();
  // RHF keeps the ref (for focus) and blur; the value is controlled so non-digits never show.
  const { ref, name, onBlur } = register('contactNo');
  const showOtp = otpSent && !verified;

  // Enter inside these inputs means "send" or "verify", not the wizard's Next.
  const onPhoneKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || verified) return;
    event.preventDefault();
    if (!sending) void sendOtp();
  };
  const onOtpKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (otp.length === OTP_DIGITS && !verifying) void verifyOtp();
  };

  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="contactNo" className="label">
          {t('signup.phoneLabel')}
        </label>
        {/* A phone number reads left to right in every language: +91 before it, "Verified" after it. */}
        <div className="relative" dir="ltr">
          <span className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3.5 text-sm text-muted" aria-hidden="true">
            +91
          </span>
          <input
            id="contactNo"
            ref={ref}
            name={name}
            onBlur={onBlur}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            placeholder={t('signup.phonePlaceholder')}
            className={`input ps-12 text-start ${verified ? 'pe-28' : ''}`}
            value={contactNo}
            onChange={(event) => changePhone(event.target.value)}
            onKeyDown={onPhoneKeyDown}
            aria-required="true"
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={describedBy('contactNo', { hint: true, error: phoneError })}
          />
          {verified && (
            <span className="pointer-events-none absolute inset-y-0 end-0 flex items-center gap-1.5 pe-3.5 text-sm font-semibold text-brand-600">
              <CircleCheck className="h-5 w-5 text-green-700" aria-hidden="true" />
              {t('signup.phoneVerified')}
            </span>
          )}
        </div>
        <FieldHint id="contactNo">
          {t('signup.phoneHint', { digits: PHONE_DIGITS })}
        </FieldHint>
        <FieldError id="contactNo" message={tx(phoneError)} />
      </div>

      <div>
        <div className="flex items-start gap-3">
          <input
            id="whatsappConfirmed"
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={whatsappConfirmed}
            onChange={(event) => toggleConfirmed(event.target.checked)}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? 'whatsappConfirmed-error' : undefined}
          />
          <label htmlFor="whatsappConfirmed" className="text-sm leading-snug text-ink">
            {t('signup.whatsappConfirm')}
          </label>
        </div>
        <FieldError id="whatsappConfirmed" message={tx(confirmError ?? undefined)} />
      </div>

      {verified ? (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          {t('signup.numberVerified')}
        </p>
      ) : (
        !showOtp && (
          <Button onClick={() => void sendOtp()} disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
            <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {sending ? t('signup.sending') : t('signup.sendOtp')}
          </Button>
        )
      )}

      {showOtp && (
        <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
          <label htmlFor="otp" className="label">
            {t('signup.enterOtp')}
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id="otp"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              // The code input appears after "Send OTP"; moving focus there saves a tap.
              autoFocus
              maxLength={OTP_DIGITS}
              placeholder={'•'.repeat(OTP_DIGITS)}
              className="input text-center font-mono text-lg tracking-[0.5em] sm:max-w-48"
              value={otp}
              onChange={(event) => changeOtp(event.target.value)}
              onKeyDown={onOtpKeyDown}
              aria-invalid={otpError ? true : undefined}
              aria-describedby={describedBy('otp', { hint: true, error: otpError })}
            />
            <Button
              onClick={() => void verifyOtp()}
              disabled={otp.length !== OTP_DIGITS || verifying}
              aria-busy={verifying}
              className="sm:self-center"
            >
              {verifying ? t('signup.verifying') : t('signup.verify')}
            </Button>
          </div>
          <FieldHint id="otp">
            {t('signup.otpHint', { digits: OTP_DIGITS, phone: isolateLtr(`+91 ${contactNo}`) })}
          </FieldHint>
          <FieldError id="otp" message={tx(otpError ?? undefined)} />
          <div className="mt-3 text-sm">
            {secondsLeft > 0 ? (
              <p className="text-muted">{t('signup.resendIn', { seconds: secondsLeft })}</p>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => void sendOtp()} disabled={sending} className="-ms-3.5">
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {sending ? t('signup.sending') : t('signup.resend')}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
