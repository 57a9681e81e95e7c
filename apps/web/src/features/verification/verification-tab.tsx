import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { BadgeCheck, Clock3, ShieldAlert, Upload } from 'lucide-react';
import { API, IMAGE_MAX_BYTES, type VerificationResponse, type VerificationState, type VerificationSubmittedResponse } from '@sakinah/contract';
import { Button } from '../../components/ui/button';
import { PageLoading } from '../../components/ui/page-loading';
import { UploadProgressList } from '../../components/ui/upload-progress';
import { api, errorMessage } from '../../lib/api';
import { isCancelled, useUpload } from '../../lib/upload';
import { textNow, useT } from '../../lib/i18n';

export const verificationQueryKey = ['verification'] as const;


/** Settings → Verification: the member's state, and the upload form when there is something to send. */
export function VerificationTab() {
  const { t } = useT();
  const query = useQuery({
    queryKey: verificationQueryKey,
    queryFn: () => api<VerificationResponse>('GET', API.verification),
    select: (response) => response.verification,
  });

  return (
    <section className="card space-y-5 p-5 sm:p-7" aria-labelledby="verification-heading">
      <h2 id="verification-heading" className="text-2xl font-bold text-brand-800">
        {t('verification.title')}
      </h2>
      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{errorMessage(query.error, t('unexpectedErrorRetry'))}</p>
          <button type="button" onClick={() => void query.refetch()} className="mt-2 font-semibold underline underline-offset-2">
            {t('verification.tryAgain')}
          </button>
        </div>
      ) : (
        <VerificationBody state={query.data} />
      )}
    </section>
  );
}

function VerificationBody({ state }: { state: VerificationState }) {
  const { t } = useT();
  if (state.status === 'verified') {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-green-200 bg-green-50 px-3 py-1 text-sm font-semibold text-green-800">
          <BadgeCheck className="h-4 w-4" aria-hidden="true" />
          {t('verification.verified')}
        </span>
        <p className="text-ink">{t('verification.isVerified')}</p>
      </div>
    );
  }
  if (state.status === 'submitted') {
    return (
      <p className="flex items-start gap-3 rounded-xl border border-gold-200 bg-gold-50 px-4 py-3 text-sm text-gold-700">
        <Clock3 className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        <span>{t('verification.inReview')}</span>
      </p>
    );
  }
  return (
    <>
      {state.status === 'rejected' && (
        <div className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <ShieldAlert className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('verification.rejected')}</p>
            {state.reason && <p>{t('verification.reason', { reason: state.reason })}</p>}
            <p>{t('verification.sendAgain')}</p>
          </div>
        </div>
      )}
      <p className="text-sm text-muted">{t('verification.intro')}</p>
      <VerificationForm />
    </>
  );
}

function VerificationForm() {
  const { t } = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [documentFile, setDocumentFile] = useState<File | null>(null);
  const [selfieFile, setSelfieFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const transfer = useUpload();

  const submit = useMutation({
    mutationFn: ({ body, bytes }: { body: FormData; bytes: number }) => transfer.send<VerificationSubmittedResponse>(API.verification, body, bytes),
    onSuccess: async (response) => {
      toast.success(response.message || textNow('verificationSubmitted'));
      formRef.current?.reset();
      setDocumentFile(null);
      setSelfieFile(null);
      await queryClient.invalidateQueries({ queryKey: verificationQueryKey });
    },
    onError: (failure) => {
      // Cancelled: nothing was sent for review; her files stay chosen for another try.
      if (isCancelled(failure)) {
        toast.info(textNow('uploadCancelled'), { id: 'upload-cancelled' });
        return;
      }
      const message = errorMessage(failure, textNow('unexpectedErrorRetry'));
      setError(message);
      toast.error(message);
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!documentFile || !selfieFile) {
      setError(textNow('verificationFilesRequired'));
      return;
    }
    if (documentFile.size > IMAGE_MAX_BYTES || selfieFile.size > IMAGE_MAX_BYTES) {
      setError(textNow('verificationTooLarge'));
      return;
    }
    setError(null);
    const body = new FormData();
    body.append('document', documentFile);
    body.append('selfie', selfieFile);
    submit.mutate({ body, bytes: documentFile.size + selfieFile.size });
  };

  const pick = (file: File | null, set: (file: File | null) => void) => {
    set(file);
    setError(file && file.size > IMAGE_MAX_BYTES ? textNow('verificationTooLarge') : null);
  };

  const errorId = `${id}-error`;
  const busy = submit.isPending;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5" aria-describedby={error ? errorId : undefined}>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-document`} className="label">
            {t('verification.document')}
          </label>
          <input
            id={`${id}-document`}
            name="document"
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            required
            aria-describedby={`${id}-document-hint`}
            aria-invalid={error && !documentFile ? true : undefined}
            onChange={(event) => pick(event.target.files?.[0] ?? null, setDocumentFile)}
            className="input file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-700"
          />
          <p id={`${id}-document-hint`} className="mt-1 text-xs text-muted">
            {t('verification.documentHint')}
          </p>
        </div>
        <div>
          <label htmlFor={`${id}-selfie`} className="label">
            {t('verification.selfie')}
          </label>
          <input
            id={`${id}-selfie`}
            name="selfie"
            type="file"
            accept="image/jpeg,image/png"
            capture="user"
            required
            aria-describedby={`${id}-selfie-hint`}
            aria-invalid={error && !selfieFile ? true : undefined}
            onChange={(event) => pick(event.target.files?.[0] ?? null, setSelfieFile)}
            className="input file:me-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-brand-700"
          />
          <p id={`${id}-selfie-hint`} className="mt-1 text-xs text-muted">
            {t('verification.selfieHint')}
          </p>
        </div>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {transfer.progress && documentFile && selfieFile && (
        <UploadProgressList
          files={[documentFile, selfieFile]}
          progress={transfer.progress}
          onCancel={transfer.cancel}
          label={t('verification.filesLabel')}
        />
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto">
          <Upload className="h-4 w-4" aria-hidden="true" />
          {busy ? t('verification.submitting') : t('verification.submit')}
        </Button>
      </div>
    </form>
  );
}
