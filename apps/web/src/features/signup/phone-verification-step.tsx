import type { KeyboardEvent } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CircleCheck, RotateCw, Send, ShieldCheck } from 'lucide-react';
import { OTP_DIGITS, PHONE_DIGITS } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { FieldError, FieldHint, describedBy } from '../../components/ui/text-field';
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
          WhatsApp Number
        </label>
        <div className="relative">
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
            placeholder="10-digit mobile number"
            className={`input ps-12 ${verified ? 'pe-28' : ''}`}
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
              Verified
            </span>
          )}
        </div>
        <FieldHint id="contactNo">
          {PHONE_DIGITS} digits, without +91 or a leading 0. Changing the number needs a new code.
        </FieldHint>
        <FieldError id="contactNo" message={phoneError} />
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
            I confirm this number is on WhatsApp
          </label>
        </div>
        <FieldError id="whatsappConfirmed" message={confirmError} />
      </div>

      {verified ? (
        <p role="status" className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
          <ShieldCheck className="h-5 w-5 shrink-0" aria-hidden="true" />
          Your WhatsApp number is verified.
        </p>
      ) : (
        !showOtp && (
          <Button onClick={() => void sendOtp()} disabled={sending} aria-busy={sending} className="w-full sm:w-auto">
            <Send className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
            {sending ? 'Sending...' : 'Send OTP'}
          </Button>
        )
      )}

      {showOtp && (
        <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-4 sm:p-5">
          <label htmlFor="otp" className="label">
            Enter OTP
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
              {verifying ? 'Verifying...' : 'Verify'}
            </Button>
          </div>
          <FieldHint id="otp">
            Enter the {OTP_DIGITS}-digit code we sent to +91 {contactNo} on WhatsApp and SMS.
          </FieldHint>
          <FieldError id="otp" message={otpError} />
          <div className="mt-3 text-sm">
            {secondsLeft > 0 ? (
              <p className="text-muted">Resend OTP in {secondsLeft}s</p>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => void sendOtp()} disabled={sending} className="-ms-3.5">
                <RotateCw className="h-4 w-4" aria-hidden="true" />
                {sending ? 'Sending...' : 'Resend OTP'}
              </Button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
