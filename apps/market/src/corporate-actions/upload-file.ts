import { Objm } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { UPLOADS_BUCKET, type UploadRef } from '@app/contracts';
import { validationError } from '@app/common';

/** NSE's corporate-actions CSV for a year is well under a megabyte; anything far larger is not one. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/**
 * Reads an uploaded file from the uploads object store as text and deletes it: the gateway streamed it
 * there, and the service is its only reader. Too large or missing answers a 400 naming `file`.
 */
export async function takeUploadText(nc: NatsConnection, ref: UploadRef): Promise<string> {
  const store = await new Objm(nc).open(UPLOADS_BUCKET);
  try {
    const result = await store.get(ref.object);
    if (!result)
      throw validationError([{ field: 'file', errors: ['the upload was not found; upload the file again'] }]);
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of result.data) {
      size += chunk.length;
      if (size > MAX_CSV_BYTES)
        throw validationError([{ field: 'file', errors: [`the file is larger than ${MAX_CSV_BYTES} bytes`] }]);
      chunks.push(chunk);
    }
    await result.error;
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    await store.delete(ref.object).catch(() => undefined);
  }
}
