import { HttpStatus, Injectable } from '@nestjs/common';
import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { UploadRef } from '@app/contracts';
import { GatewayConfig } from '../../config/gateway.config.js';
import { ApiError } from '../../errors/api-error.js';
import { UploadStore } from './upload-store.js';

const fileError = (message: string) =>
  new ApiError(HttpStatus.BAD_REQUEST, `Invalid input: file`, [{ field: 'file', errors: [message] }]);

/**
 * Receives one multipart upload (field `file`) and streams it straight into the uploads bucket: the
 * gateway never holds the whole file. Usage in a controller: `const ref = await uploads.receiveUpload(req)`,
 * then send `ref` to the service, which reads the object as a stream and deletes it when done.
 */
@Injectable()
export class UploadReceiver {
  constructor(
    private readonly store: UploadStore,
    private readonly config: GatewayConfig,
  ) {}

  async receiveUpload(req: Request): Promise<UploadRef> {
    if (!/^multipart\/form-data/i.test(req.headers['content-type'] ?? ''))
      throw fileError('send the file as multipart/form-data in the field `file`');
    const bucket = await this.store.get();
    const max = this.config.UPLOAD_MAX_BYTES;
    return new Promise<UploadRef>((resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { fileSize: max, files: 1, fields: 20, parts: 25 } });
      } catch {
        return reject(fileError('send the file as multipart/form-data in the field `file`'));
      }
      let upload: Promise<UploadRef | Error> | null = null;
      let otherField: string | null = null;
      parser.on('file', (field, stream, info) => {
        if (field !== 'file' || upload) {
          otherField ??= field;
          stream.resume();
          return;
        }
        upload = this.put(bucket, stream, info.filename, info.mimeType, max);
      });
      parser.on('error', () => reject(fileError('the multipart body is malformed')));
      parser.on('close', () => {
        if (!upload) {
          const hint = otherField ? `; a file came in the field \`${otherField}\`` : '';
          return reject(fileError(`the field \`file\` with a file is required${hint}`));
        }
        void upload.then((r) => (r instanceof Error ? reject(r) : resolve(r)));
      });
      req.on('error', () => reject(fileError('the upload was interrupted')));
      req.pipe(parser);
    });
  }

  /** Streams one file into the bucket; a file past the limit or empty is removed and refused. */
  private async put(
    bucket: Awaited<ReturnType<UploadStore['get']>>,
    stream: Readable & { truncated?: boolean },
    fileName: string | undefined,
    contentType: string | undefined,
    max: number,
  ): Promise<UploadRef | Error> {
    const object = `${randomUUID()}`;
    let size = 0;
    let tooLarge = false;
    const counted: Transform = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    let cutOff = false;
    stream.on('limit', () => (tooLarge = true));
    // A body that ends mid-file (malformed or interrupted) fails the file's stream and so the put.
    stream.on('error', (e: Error) => {
      cutOff = true;
      counted.destroy(e);
    });
    stream.pipe(counted);
    try {
      await bucket.put({ name: object }, Readable.toWeb(counted) as unknown as globalThis.ReadableStream<Uint8Array>);
    } catch {
      stream.resume();
      await bucket.delete(object).catch(() => undefined);
      if (cutOff) return fileError('the upload ended before the file did (a malformed or interrupted multipart body)');
      return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'The upload could not be stored; try again');
    }
    const refuse = tooLarge
      ? fileError(`the file is larger than the limit of ${max} bytes`)
      : size === 0
        ? fileError('the file is empty')
        : null;
    if (refuse) {
      await bucket.delete(object).catch(() => undefined);
      return refuse;
    }
    const name = (fileName ?? '').trim().slice(0, 255) || 'upload';
    return { object, file_name: name, size, content_type: contentType ?? null };
  }
}
