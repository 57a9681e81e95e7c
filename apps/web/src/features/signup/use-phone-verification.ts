import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { localized } from '../../lib/i18n';
import { withoutEmoji } from '../../lib/without-emoji';
import type { UseFormReturn } from 'react-hook-form';
import { API, MSG, OTP_DIGITS, OTP_RESEND_SECONDS, PHONE_DIGITS, sendOtpSchema, verifyOtpSchema, type MessageResponse, type OtpSentResponse } from '@sakinah/contract';
import { api, errorMessage } from '../../lib/api';
import type { SignupFormValues } from './signup-form';

export const onlyDigits = (value: string, max: number): string => value.replace(/\D/g, '').slice(0, max);

interface Options {
  form: UseFormReturn<SignupFormValues>;
}

/**
 * State of step 2 (send the OTP, verify it, resend countdown). It lives in the wizard rather
 * than in the step, so a code already sent survives a trip to step 1 and back.
 */
export function usePhoneVerification({ form }: Options) {
  const { getValues, setValue, setError, clearErrors } = form;
  const [whatsappConfirmed, setWhatsappConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [otpSent, setOtpSent] = useState(false);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  // The countdown is a deadline plus a ticking clock, so a slow tab does not stretch the 60 seconds.
  const [resendDeadline, setResendDeadline] = useState(0);
  const [now, setNow] = useState(0);
  // True from a successful verification until the wizard moves on (it runs the 1.5 s timer).
  const [autoAdvance, setAutoAdvance] = useState(false);

  const secondsLeft = Math.max(0, Math.ceil((resendDeadline - now) / 1000));

  useEffect(() => {
    const remaining = resendDeadline - now;
    if (remaining <= 0) return;
    // Wake on the next whole second so the label counts 59, 58, ... on time.
    const timer = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [now, resendDeadline]);

  const sendMutation = useMutation({
    mutationFn: (phoneNumber: string) => api<OtpSentResponse>('POST', API.sendOtp, { body: { phoneNumber } }),
  });
  const verifyMutation = useMutation({
    mutationFn: (body: { phoneNumber: string; otp: string }) => api<MessageResponse>('POST', API.verifyOtp, { body }),
  });

  /** A new number needs a new code: forget the verification and hide the OTP input. */
  const changePhone = (raw: string) => {
    const digits = onlyDigits(raw, PHONE_DIGITS);
    if (digits === getValues('contactNo')) return;
    setValue('contactNo', digits, { shouldDirty: true, shouldTouch: true });
    setValue('phoneVerified', false, { shouldDirty: true });
    clearErrors(['contactNo', 'phoneVerified']);
    setAutoAdvance(false);
    setOtpSent(false);
    setOtp('');
    setOtpError(null);
  };

  const toggleConfirmed = (checked: boolean) => {
    setWhatsappConfirmed(checked);
    if (checked) setConfirmError(null);
  };

  const changeOtp = (raw: string) => {
    setOtp(onlyDigits(raw, OTP_DIGITS));
    setOtpError(null);
  };

  /** Send (or resend) the code. Returns false when the number or the checkbox is not ready. */
  const sendOtp = async (): Promise<boolean> => {
    const parsed = sendOtpSchema.safeParse({ phoneNumber: getValues('contactNo') });
    if (!parsed.success) {
      setError('contactNo', { type: 'otp', message: parsed.error.issues[0]?.message ?? MSG.phoneInvalid });
    } else {
      clearErrors('contactNo');
    }
    if (!whatsappConfirmed) setConfirmError(MSG.whatsappConfirm);
    if (!parsed.success || !whatsappConfirmed) return false;

    const { phoneNumber } = parsed.data;
    try {
      const response = await sendMutation.mutateAsync(phoneNumber);
      toast.success(response.message || localized(MSG.otpSent));
      // The member may have edited the number while the request was in flight.
      if (getValues('contactNo') !== phoneNumber) return false;
      const sentAt = Date.now();
      setNow(sentAt);
      setResendDeadline(sentAt + OTP_RESEND_SECONDS * 1000);
      setOtpSent(true);
      setOtp('');
      setOtpError(null);
      return true;
    } catch (error) {
      // Also covers 429 "Please wait 60 seconds before requesting another OTP": the server's words.
      toast.error(errorMessage(error, localized(MSG.otpSendFailedRetry)));
      return false;
    }
  };

  const verifyOtp = async (): Promise<void> => {
    const parsed = verifyOtpSchema.safeParse({ phoneNumber: getValues('contactNo'), otp });
    if (!parsed.success) {
      const otpIssue = parsed.error.issues.find((issue) => issue.path[0] === 'otp');
      if (otpIssue) setOtpError(otpIssue.message);
      else setError('contactNo', { type: 'otp', message: parsed.error.issues[0]?.message ?? MSG.phoneInvalid });
      return;
    }
    try {
      await verifyMutation.mutateAsync(parsed.data);
      if (getValues('contactNo') !== parsed.data.phoneNumber) return;
      setValue('phoneVerified', true, { shouldDirty: true });
      clearErrors(['contactNo', 'phoneVerified']);
      setOtpSent(false);
      setOtp('');
      setResendDeadline(0);
      toast.success(withoutEmoji(localized(MSG.phoneVerified)));
      setAutoAdvance(true);
    } catch (error) {
      toast.error(errorMessage(error, localized(MSG.otpVerifyFailedRetry)));
    }
  };

  return {
    whatsappConfirmed,
    toggleConfirmed,
    confirmError,
    setConfirmError,
    otpSent,
    otp,
    otpError,
    changeOtp,
    secondsLeft,
    sending: sendMutation.isPending,
    verifying: verifyMutation.isPending,
    changePhone,
    sendOtp,
    verifyOtp,
    autoAdvance,
    setAutoAdvance,
  };
}

export type PhoneVerification = ReturnType<typeof usePhoneVerification>;
