import { Module } from '@nestjs/common';
import { UploadReceiver } from './receive-upload.js';
import { UploadStore } from './upload-store.js';

/** Streamed multipart uploads into the object store; import it and inject UploadReceiver. */
@Module({ providers: [UploadStore, UploadReceiver], exports: [UploadStore, UploadReceiver] })
export class UploadsModule {}
