import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

/** argon2id with OWASP's minimum: 19 MiB memory, 2 iterations, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, PARAMS);
  }

  async verify(hashed: string, password: string): Promise<boolean> {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
  async burn(password: string): Promise<void> {
    this.dummy ??= this.hash('timing-equaliser-0');
    await this.verify(await this.dummy, password);
  }
}
