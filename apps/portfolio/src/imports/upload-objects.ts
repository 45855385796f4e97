import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { Objm, type ObjectStore } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ErrorCode,
  LEDGER_EVENTS,
  UPLOADS_BUCKET,
  type ImportProgress,
  type ImportProgressEvent,
} from '@app/contracts';
import { DomainError, NATS_CONNECTION } from '@app/common';

/** Uploaded files in the JetStream object store (the gateway puts them there), and import progress pushes. */
@Injectable()
export class UploadObjects {
  private store?: Promise<ObjectStore>;

  constructor(@Inject(NATS_CONNECTION) private readonly nc: NatsConnection) {}

  private bucket(): Promise<ObjectStore> {
    // The gateway creates the bucket with its TTL before the first put; opening never changes it.
    this.store ??= new Objm(this.nc).open(UPLOADS_BUCKET).catch((e: unknown) => {
      this.store = undefined;
      throw e;
    });
    return this.store;
  }

  /** The uploaded file as a stream; an expired or unknown object is the caller's fault (upload it again). */
  async read(object: string): Promise<Readable> {
    const found = await (await this.bucket()).get(object).catch(() => null);
    if (!found)
      throw new DomainError(
        ErrorCode.ValidationFailed,
        'The uploaded file has expired or is unknown: upload it again',
        [{ field: 'file', errors: ['the uploaded file has expired or is unknown: upload it again'] }],
      );
    return Readable.fromWeb(found.data as unknown as NodeWebStream<Uint8Array>);
  }

  async remove(object: string | null): Promise<void> {
    if (!object) return;
    await (await this.bucket()).delete(object).catch(() => undefined);
  }

  /** Tells the user's sockets how far an import has got; at most every 100 ms, and always the last. */
  progress(userId: string, importId: string, phase: ImportProgress['phase'], total: number | null) {
    let last = 0;
    const send = (done: number) => {
      const event: ImportProgressEvent = { userId, import_id: importId, phase, done, total };
      this.nc.publish(LEDGER_EVENTS.importProgressed, JSON.stringify(event));
    };
    return {
      step: (done: number) => {
        const now = Date.now();
        if (now - last < 100) return;
        last = now;
        send(done);
      },
      finish: (done: number) => send(done),
    };
  }
}
