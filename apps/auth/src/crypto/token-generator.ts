import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';

/** Opaque refresh tokens: 256 random bits, stored only as their SHA-256. */
@Injectable()
export class TokenGenerator {
  generate(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
