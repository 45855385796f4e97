import { Injectable } from '@nestjs/common';
import { kiteRequest, sessionChecksum } from '@app/kite';
import { PortfolioConfig } from '../config/portfolio.config.js';

/** Kite's session endpoints (section 2.2): exchange a request_token, and log a token out. */
@Injectable()
export class KiteAuthClient {
  constructor(private readonly config: PortfolioConfig) {}

  /** `POST /session/token` with the SHA-256 checksum; answers Kite's `data` (generate_session). */
  async exchange(requestToken: string): Promise<unknown> {
    const apiKey = this.config.KITE_API_KEY!;
    const { data } = await kiteRequest({
      baseUrl: this.config.KITE_API_URL,
      method: 'POST',
      path: '/session/token',
      form: {
        api_key: apiKey,
        request_token: requestToken,
        checksum: sessionChecksum(apiKey, requestToken, this.config.KITE_API_SECRET!),
      },
      timeoutMs: this.config.KITE_HTTP_TIMEOUT_MS,
    });
    return data;
  }

  /** `DELETE /session/token`: the token stops working at Kite. */
  async invalidate(accessToken: string): Promise<void> {
    const apiKey = this.config.KITE_API_KEY!;
    await kiteRequest({
      baseUrl: this.config.KITE_API_URL,
      method: 'DELETE',
      path: '/session/token',
      query: [
        ['api_key', apiKey],
        ['access_token', accessToken],
      ],
      timeoutMs: this.config.KITE_HTTP_TIMEOUT_MS,
    });
  }
}
