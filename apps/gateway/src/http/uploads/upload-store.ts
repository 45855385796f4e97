import { Inject, Injectable } from '@nestjs/common';
import { Objm, StorageType, type ObjectStore } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { UPLOADS_BUCKET } from '@app/contracts';
import { NATS_CONNECTION } from '@app/common/base';
import { GatewayConfig } from '../../config/gateway.config.js';

/**
 * The JetStream object store bucket uploads go into. Created on first use with a max age, so a file
 * whose import is never committed or discarded expires on its own.
 */
@Injectable()
export class UploadStore {
  private bucket?: Promise<ObjectStore>;

  constructor(
    @Inject(NATS_CONNECTION) private readonly nc: NatsConnection,
    private readonly config: GatewayConfig,
  ) {}

  get(): Promise<ObjectStore> {
    this.bucket ??= new Objm(this.nc)
      .create(UPLOADS_BUCKET, {
        ttl: this.config.UPLOAD_TTL_SECONDS * 1_000_000_000,
        storage: StorageType.File,
        description: 'Uploaded files waiting for their import',
      })
      .catch((e: unknown) => {
        this.bucket = undefined;
        throw e;
      });
    return this.bucket;
  }
}
