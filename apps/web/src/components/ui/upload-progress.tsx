import { X } from 'lucide-react';
import type { UploadProgress } from '../../lib/upload';
import { Button } from './button';
import { useT } from '../../lib/i18n';

interface UploadProgressListProps {
  /** The files in the order they were put in the form (the order their bytes are sent in). */
  files: readonly { name: string; size: number }[];
  progress: UploadProgress;
  onCancel: () => void;
  label: string;
}

/** How much of each file has been sent: the form's bytes go out file after file, in order. */
export function fileFractions(files: readonly { size: number }[], progress: UploadProgress): number[] {
  const fileBytes = files.reduce((sum, file) => sum + file.size, 0);
  // The request also carries the form's boundaries and headers: scale its bytes to the files' bytes.
  const sent = progress.total > 0 ? (progress.loaded / progress.total) * fileBytes : 0;
  let offset = 0;
  return files.map((file) => {
    const fraction = file.size > 0 ? Math.min(1, Math.max(0, (sent - offset) / file.size)) : sent >= offset ? 1 : 0;
    offset += file.size;
    return fraction;
  });
}

/** Each file of an upload with how much of it has gone, and a button to stop the upload. */
export function UploadProgressList({ files, progress, onCancel, label }: UploadProgressListProps) {
  const { t, formatNumber } = useT();
  const fractions = fileFractions(files, progress);
  return (
    <div className="mx-auto mt-4 max-w-sm text-start">
      <ul className="space-y-2 text-sm" aria-label={label}>
        {files.map((file, index) => {
          const percent = Math.round((fractions[index] ?? 0) * 100);
          return (
            <li key={`${file.name}-${index}`} className="rounded-lg bg-white px-3 py-2">
              <div className="flex justify-between gap-3">
                <span className="truncate">{file.name}</span>
                <span className="shrink-0 tabular-nums text-muted">{percent === 100 ? t('ui.sent') : `${formatNumber(percent)}%`}</span>
              </div>
              <div
                role="progressbar"
                aria-label={t('ui.uploading', { file: file.name })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-brand-100"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex justify-center">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          <X className="h-4 w-4" aria-hidden="true" />
          {t('ui.cancelUpload')}
        </Button>
      </div>
    </div>
  );
}
