import type { TaxExportFormat, TaxPnlExport } from '@app/contracts/reports/types';
import { renewSession, urlOf } from '../../shared/api/apiClient';
import { ApiError } from '../../shared/api/apiError';

export const TAX_EXPORT_PATH = '/reports/tax-pnl/export';

const ACCEPT: Record<TaxExportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

/** The file name a Content-Disposition header gives (RFC 6266, `filename*` first), else the fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // a badly encoded name: try the plain one
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  // Only a base name: a server must not be able to suggest a path.
  return name ? name.replace(/[\\/]/g, '_') : fallback;
}

async function failureOf(res: Response): Promise<ApiError> {
  let message = `Download failed with status ${res.status}`;
  try {
    const body = (await res.json()) as { error?: unknown; message?: unknown };
    if (typeof body.error === 'string') message = body.error;
    else if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the status line
  }
  return new ApiError(message, res.status);
}

/** Hands a blob to the browser as a download under `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * Fetches the year's Tax P&L file with the user's session cookie (one refresh on a 401, as every call)
 * and saves it. Resolves the saved file's name; rejects with an ApiError the caller shows.
 */
export async function downloadTaxExport(fy: string, format: TaxExportFormat, signal?: AbortSignal): Promise<string> {
  const url = urlOf(TAX_EXPORT_PATH, { fy, format });
  const get = () =>
    fetch(url, { credentials: 'include', headers: { Accept: `${ACCEPT[format]}, application/json` }, signal });
  let res: Response;
  try {
    res = await get();
    if (res.status === 401 && (await renewSession())) res = await get();
  } catch (e) {
    if (signal?.aborted) throw e;
    throw new ApiError('Network error: the server cannot be reached', 0, undefined, undefined, true);
  }
  if (!res.ok) throw await failureOf(res);
  const fallback = `tax-pnl-${fy}.${format}`;
  if (/application\/json/i.test(res.headers.get('Content-Type') ?? '')) return saveEnvelope(await res.json(), fallback);
  const name = fileNameOf(res.headers.get('Content-Disposition'), fallback);
  saveBlob(await res.blob(), name);
  return name;
}

// The file may also come as the service's own reply (base64 in the API's envelope) rather than as bytes.
function saveEnvelope(body: unknown, fallback: string): string {
  const b = (body ?? {}) as { success?: unknown; error?: unknown; data?: Partial<TaxPnlExport> };
  if (b.success === false || typeof b.data?.base64 !== 'string') {
    throw new ApiError(typeof b.error === 'string' ? b.error : 'The server sent no file', 0);
  }
  const bytes = Uint8Array.from(atob(b.data.base64), (c) => c.charCodeAt(0));
  const name = fileNameOf(b.data.file_name ? `attachment; filename="${b.data.file_name}"` : null, fallback);
  saveBlob(new Blob([bytes], { type: b.data.content_type ?? 'application/octet-stream' }), name);
  return name;
}
