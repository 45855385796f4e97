import type { UploadRef } from '@app/contracts';
import { validationError } from '@app/common';

const OBJECT_NAME = /^[A-Za-z0-9._-]{1,200}$/;

/** The upload a request names, checked field by field (the gateway built it, but every input is checked). */
export function uploadRefOf(body: unknown): UploadRef {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const errors: { field: string; errors: string[] }[] = [];
  if (typeof b.object !== 'string' || !OBJECT_NAME.test(b.object))
    errors.push({ field: 'object', errors: ['object must name an uploaded file'] });
  if (typeof b.file_name !== 'string' || b.file_name.length === 0 || b.file_name.length > 255)
    errors.push({ field: 'file_name', errors: ['file_name must be 1 to 255 characters'] });
  if (typeof b.size !== 'number' || !Number.isInteger(b.size) || b.size < 0)
    errors.push({ field: 'size', errors: ['size must be a whole number of bytes'] });
  if (b.content_type !== null && b.content_type !== undefined && typeof b.content_type !== 'string')
    errors.push({ field: 'content_type', errors: ['content_type must be text'] });
  if (errors.length > 0) throw validationError(errors);
  return {
    object: b.object as string,
    file_name: b.file_name as string,
    size: b.size as number,
    content_type: (b.content_type as string | null | undefined) ?? null,
  };
}
