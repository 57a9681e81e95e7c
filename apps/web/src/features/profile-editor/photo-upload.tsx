import { useRef, useState, type DragEvent } from 'react';
import { ImagePlus, Upload } from 'lucide-react';
import { IMAGE_MAX_PER_MEMBER, IMAGE_TYPES } from '@sakinah/contract';
import { Button, buttonClass } from '../../components/ui/button';
import { UploadProgressList } from '../../components/ui/upload-progress';
import type { UploadProgress } from '../../lib/upload';
import { useT } from '../../lib/i18n';
import { formatBytes } from './photo-files';

const INPUT_ID = 'profile-photo-input';

interface PhotoUploadProps {
  busy: boolean;
  /** How much of the upload under way has been sent; null when nothing is being sent. */
  progress: UploadProgress | null;
  onCancel: () => void;
  /** Resolves true when the files were uploaded, so the selection can be cleared. */
  onUpload: (files: File[]) => Promise<boolean>;
}

/** Choose (or drop) several JPEG or PNG photos, then upload them together. */
export function PhotoUpload({ busy, progress, onCancel, onUpload }: PhotoUploadProps) {
  const { t, formatNumber } = useT();
  const [files, setFiles] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const upload = async () => {
    if (await onUpload(files)) {
      setFiles([]);
      if (inputRef.current) inputRef.current.value = '';
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    // Only files dragged in from outside; photos dragged inside the gallery are not files.
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    setDragging(false);
    setFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={`rounded-2xl border-2 border-dashed p-5 text-center transition-colors sm:p-6 ${
        dragging ? 'border-brand-500 bg-brand-50' : 'border-brand-200 bg-cream'
      }`}
    >
      <ImagePlus className="mx-auto h-9 w-9 text-brand-600" aria-hidden="true" />
      <p className="mt-2 text-sm text-ink">{t('photo.dragHere')}</p>
      <div className="mt-3">
        <input
          ref={inputRef}
          id={INPUT_ID}
          type="file"
          multiple
          accept={IMAGE_TYPES.join(',')}
          className="peer sr-only"
          aria-describedby={`${INPUT_ID}-hint`}
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
        <label
          htmlFor={INPUT_ID}
          className={buttonClass('profile', 'md', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-500')}
        >
          {t('photo.choose')}
        </label>
      </div>
      <p id={`${INPUT_ID}-hint`} className="mt-2 text-xs text-muted">
        {t('photo.uploadHint', { max: formatNumber(IMAGE_MAX_PER_MEMBER) })}
      </p>
      {progress && files.length > 0 ? (
        <UploadProgressList files={files} progress={progress} onCancel={onCancel} label={t('photo.uploading')} />
      ) : files.length > 0 && (
        <ul className="mx-auto mt-4 max-w-sm space-y-1 text-start text-sm" aria-label={t('photo.ready')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className="flex justify-between gap-3 rounded-lg bg-white px-3 py-1.5">
              <span className="truncate" dir="auto">{file.name}</span>
              <span className="shrink-0 text-muted">{formatBytes(file.size)}</span>
            </li>
          ))}
        </ul>
      )}
      <Button className="mt-4" onClick={() => void upload()} disabled={busy} aria-busy={busy || undefined}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {busy ? t('photo.uploadingPercent', { percent: formatNumber(progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0) }) : t('photo.upload')}
      </Button>
    </div>
  );
}
