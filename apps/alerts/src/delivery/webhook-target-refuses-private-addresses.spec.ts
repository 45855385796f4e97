import { describe, expect, it } from '@jest/globals';
import { refusedAddressReason } from './webhook-target.js';

describe('a webhook target address', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.20',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fd12:3456::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.5',
  ])('%s is refused, naming the address', (address) => {
    expect(refusedAddressReason(address)).toBe(
      `the webhook resolves to ${address}, a loopback, private or link-local address`,
    );
  });

  it.each(['8.8.8.8', '172.32.0.1', '172.15.255.255', '100.128.0.1', '2606:4700:4700::1111', '::ffff:1.1.1.1'])(
    '%s, a public address, is allowed',
    (address) => {
      expect(refusedAddressReason(address)).toBeNull();
    },
  );

  it('refuses what is not an address', () => {
    expect(refusedAddressReason('example.com')).toBe('example.com is not an IP address');
  });
});
