import { describe, expect, it } from 'vitest';
import { urlBase64ToUint8Array } from './urlBase64ToUint8Array';

describe('urlBase64ToUint8Array', () => {
  it('decodes four characters into three bytes: "AQID" is 1, 2, 3', () => {
    // A=0, Q=16, I=8, D=3: 000000 010000 001000 000011 -> 00000001 00000010 00000011
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
  });

  it('reads "-" and "_" as base64\'s "+" and "/", and pads a short tail: "_-8" is 0xFF, 0xEF', () => {
    // _=63, -=62, 8=60: 111111 111110 111100 -> 11111111 11101111 (two leftover zero bits)
    expect([...urlBase64ToUint8Array('_-8')]).toEqual([0xff, 0xef]);
  });

  it('takes a key that already carries its padding', () => {
    expect([...urlBase64ToUint8Array('_-8=')]).toEqual([0xff, 0xef]);
  });

  it('decodes the uncompressed-point prefix of a VAPID key: "BAAB" is 4, 0, 1', () => {
    // B=1, A=0, A=0, B=1: 000001 000000 000000 000001 -> 00000100 00000000 00000001
    expect([...urlBase64ToUint8Array('BAAB')]).toEqual([4, 0, 1]);
  });

  it('gives a 65-byte array for an 87-character key, as P-256 public keys are', () => {
    const key = 'B' + 'A'.repeat(86);
    const bytes = urlBase64ToUint8Array(key);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
  });

  it('refuses characters outside base64url', () => {
    expect(() => urlBase64ToUint8Array('AQ+D')).toThrow('The push key is not base64url');
    expect(() => urlBase64ToUint8Array('AQ D')).toThrow('The push key is not base64url');
  });
});
