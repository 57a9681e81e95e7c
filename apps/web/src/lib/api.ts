import { API_BASE, MSG, type ApiFieldError } from '@sakinah/contract';

/** The same error the server sent (`{success:false, message, code, errors?}`), rebuilt on the client. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    /** Each refused field's message, for the forms to show under that field. */
    readonly errors?: ApiFieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls `/api{path}` with the session cookie; resolves with the JSON body or throws ApiError. */
export async function api<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'same-origin',
      headers: options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(MSG.unexpectedError, 0, 'NETWORK');
  }
  return answerOf<T>(response.status, await response.json().catch(() => null));
}

/** The body of an API answer, or the ApiError it stands for (a status outside 2xx, or success:false). */
export function answerOf<T>(status: number, body: unknown): T {
  const data = (body && typeof body === 'object' ? body : null) as
    | (Record<string, unknown> & { success?: boolean; message?: string; code?: string })
    | null;
  if (status < 200 || status > 299 || data?.success === false) {
    throw new ApiError(
      (typeof data?.message === 'string' && data.message) || MSG.unexpectedError,
      status,
      typeof data?.code === 'string' ? data.code : undefined,
      Array.isArray(data?.errors) ? (data.errors as ApiFieldError[]) : undefined,
    );
  }
  return data as T;
}

/** The server's message when there is one, else the fallback the spec names. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
