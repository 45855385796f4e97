import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE: this host, the private networks,
 * link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, multicast and reserved space.
 * A user's webhook would otherwise be a way to probe and call the services beside this one.
 */
const REFUSED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  REFUSED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  REFUSED.addSubnet(net, prefix, 'ipv6');

/** Why a webhook may not reach this address (a reason for the delivery log), or null when it may. */
export function refusedAddressReason(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const refused = mapped ? REFUSED.check(mapped[1]!, 'ipv4') : REFUSED.check(address, family === 4 ? 'ipv4' : 'ipv6');
  return refused ? `the webhook resolves to ${address}, a loopback, private or link-local address` : null;
}
