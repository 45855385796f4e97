import { describe, expect, it } from '@jest/globals';
import { kiteLoginUrl } from './login-state.js';

describe("Kite's login URL", () => {
  it('is v=3 with the api_key and the state URL-encoded inside redirect_params (§2.2)', () => {
    const url = kiteLoginUrl('https://kite.zerodha.com/connect/login', 'myapikey', 'abc_DEF-123');
    expect(url).toBe('https://kite.zerodha.com/connect/login?v=3&api_key=myapikey&redirect_params=state%3Dabc_DEF-123');
  });

  it('gives back the state when Kite decodes redirect_params', () => {
    const url = new URL(kiteLoginUrl('http://127.0.0.1:9/connect/login', 'k', 'S-1_x'));
    expect(new URLSearchParams(url.searchParams.get('redirect_params')!).get('state')).toBe('S-1_x');
  });
});
