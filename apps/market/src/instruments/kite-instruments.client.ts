import { Injectable } from '@nestjs/common';
import type { Instrument } from '@app/contracts';
import { DomainError } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { kiteFailureOf } from '@app/kite';
import { MarketConfig } from '../config/market.config.js';
import { FeedCredentials } from '../feeds/feed-credentials.js';
import { parseInstrumentCsv } from './bundled-instruments.js';

const DOWNLOAD_TIMEOUT_MS = 60_000;

/** Downloads Kite's daily instrument dump (GET /instruments, CSV). */
@Injectable()
export class KiteInstrumentsClient {
  constructor(
    private readonly config: MarketConfig,
    private readonly credentials: FeedCredentials,
  ) {}

  /** A Kite token is at hand: KITE_ACCESS_TOKEN, or the feed account's live session. */
  get configured(): boolean {
    return this.credentials.anyToken() !== null;
  }

  async download(): Promise<Instrument[]> {
    const token = this.credentials.anyToken();
    if (!token) {
      throw new DomainError(ErrorCode.ValidationFailed, 'Kite credentials are not configured', [
        {
          field: 'source',
          errors: ['source kite needs KITE_API_KEY and a Kite session (the feed account, or KITE_ACCESS_TOKEN)'],
        },
      ]);
    }
    let res: Response;
    try {
      res = await fetch(`${this.config.KITE_API_URL}/instruments`, {
        headers: {
          'X-Kite-Version': '3',
          Authorization: `token ${this.config.KITE_API_KEY}:${token}`,
        },
        signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS),
      });
    } catch (e) {
      throw new DomainError(ErrorCode.ServiceUnavailable, `Kite instrument dump unreachable: ${(e as Error).message}`);
    }
    if (!res.ok) {
      // Errors come in Kite's JSON envelope even here, where a success is CSV.
      const failure = kiteFailureOf(res.status, await res.json().catch(() => null));
      // A token Kite refuses is refused for the ticker and every REST call too, as they would find out next.
      if (failure.kind === 'token') this.credentials.refuse(token);
      throw new DomainError(
        ErrorCode.ServiceUnavailable,
        `Kite instrument dump answered ${failure.message.replace(/^Kite answered /, '')}`,
      );
    }
    try {
      return parseInstrumentCsv(await res.text());
    } catch (e) {
      // A dump cut short or changed by Kite is Kite's failure, not ours: the reload stops, the master stays.
      throw new DomainError(ErrorCode.ServiceUnavailable, `Kite instrument dump unreadable: ${(e as Error).message}`);
    }
  }
}
