import { ApiError, type FieldError } from './apiError';
import { renewSession, urlOf } from './apiClient';
import { raiseErrorToast } from './errorToast';

export interface UploadOptions {
  /** Multipart field name of the file. */
  field?: string;
  /** Fraction sent, 0..1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Uploads may be large; they get longer than a JSON call. */
export const UPLOAD_TIMEOUT_MS = 600_000;

interface Answer {
  status: number;
  body: unknown;
}

// fetch reports no upload progress; XMLHttpRequest does.
function send(path: string, file: File, options: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', urlOf(path));
    xhr.withCredentials = true;
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(new ApiError('Network error: the server cannot be reached', 0, undefined, undefined, true));
    xhr.ontimeout = () => reject(new ApiError('The upload timed out', 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(options.field ?? 'file', file, file.name);
    xhr.send(form);
  });
}

function failure({ status, body }: Answer): ApiError {
  const b = (body ?? {}) as { error?: unknown; message?: unknown; details?: unknown };
  const serverError = typeof b.error === 'string' ? b.error : undefined;
  const message = serverError ?? (typeof b.message === 'string' ? b.message : `Upload failed with status ${status}`);
  const details = Array.isArray(b.details) ? (b.details as FieldError[]) : undefined;
  return new ApiError(message, status, serverError, details, false, body);
}

/**
 * A multipart upload of one file to the catalogue, with progress. Same rules as `request`: one session
 * refresh on a 401, then the upload is sent again; a failure rejects with an ApiError and shows its toast.
 */
export async function uploadFile<T>(path: string, file: File, options: UploadOptions = {}): Promise<T> {
  try {
    let answer = await send(path, file, options);
    if (answer.status === 401 && (await renewSession())) answer = await send(path, file, options);
    const ok = answer.status >= 200 && answer.status < 300;
    const refused = (answer.body as { success?: unknown } | undefined)?.success === false;
    if (!ok || refused) throw failure(answer);
    return answer.body as T;
  } catch (error) {
    if (!options.signal?.aborted) raiseErrorToast(error, window.location.pathname);
    throw error;
  }
}
