import { useRef, useState } from 'react';
import { API_BASE, MSG } from '@sakinah/contract';
import { ApiError, answerOf } from './api';

/** Bytes of the request body sent so far, of all of it. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** True for the rejection of an upload she cancelled. */
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * POSTs a form with files to `/api{path}`, reporting how much of it has been sent. fetch() cannot tell
 * that, so this is XMLHttpRequest; answers and failures are those of api() (ApiError; status 0 when the
 * server never answered), and an abort through `signal` rejects with an AbortError.
 */
export function uploadForm<T>(path: string, body: FormData, options: { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal } = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}${path}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      try {
        resolve(answerOf<T>(request.status, request.response));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    request.onerror = () => reject(new ApiError(MSG.unexpectedError, 0, 'NETWORK'));
    request.ontimeout = request.onerror;
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    options.signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(body);
  });
}

/**
 * One upload at a time with its progress and a way to stop it: `send` starts it (and resolves or
 * rejects as uploadForm does), `cancel` aborts it, `progress` is null when nothing is being sent.
 */
export function useUpload() {
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  async function send<T>(path: string, body: FormData, totalBytes: number): Promise<T> {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setProgress({ loaded: 0, total: totalBytes });
    try {
      return await uploadForm<T>(path, body, { signal: current.signal, onProgress: setProgress });
    } finally {
      if (controller.current === current) {
        controller.current = null;
        setProgress(null);
      }
    }
  }

  return { send, cancel: () => controller.current?.abort(), progress };
}
