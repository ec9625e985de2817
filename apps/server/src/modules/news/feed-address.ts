import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed may not reach unless allow-listed: the server itself, its networks and the cloud
 * metadata service (a feed URL or a redirect would otherwise read them back into the console).
 */
const INTERNAL_V4 = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the metadata service 169.254.169.254
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast address
] as const;
const INTERNAL_V6 = [
  ['::', 96], // unspecified, loopback and the IPv4-compatible block
  ['64:ff9b::', 96], // NAT64: an IPv4 address in disguise
  ['100::', 64], // discard
  ['2001::', 23], // protocol assignments, Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address in disguise
  ['fc00::', 7], // unique local, with the metadata service fd00:ec2::254
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const;

const internal = new BlockList();
for (const [network, prefix] of INTERNAL_V4) internal.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of INTERNAL_V6) internal.addSubnet(network, prefix, 'ipv6');

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** Why an address was refused, without saying whether anything listens there. */
export class BlockedAddressError extends Error {}
/** The host has no address: told apart from a refused connection no more than the console needs. */
export class UnresolvedHostError extends Error {}

/** The IPv4 address inside an IPv4-mapped IPv6 one (::ffff:127.0.0.1, ::ffff:7f00:1), if it is one. */
function mappedIpv4(address: string): string | undefined {
  const normal = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const match = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(normal);
  if (!match) return undefined;
  const [high, low] = [parseInt(match[1]!, 16), parseInt(match[2]!, 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether an address is loopback, private, link-local, shared, reserved, multicast or metadata. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal.check(address, 'ipv4');
  if (family !== 6) return true;
  const v4 = mappedIpv4(address);
  return v4 ? internal.check(v4, 'ipv4') : internal.check(address, 'ipv6');
}

/**
 * What a feed may connect to: public addresses, plus the hosts and ranges an admin allow-listed
 * (FEED_ALLOW_HOSTS: an intranet news site is a private address).
 */
export function createAddressGuard(allowList: readonly string[] = []) {
  const hosts = new Set<string>();
  const ranges = new BlockList();
  for (const entry of allowList) {
    const [network, prefix] = entry.split('/');
    const family = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix !== undefined) ranges.addSubnet(network!, Number(prefix), family);
    else if (isIP(network!)) ranges.addAddress(network!, family);
    else hosts.add(network!.toLowerCase());
  }

  const allowed = (address: string): boolean => {
    if (!isInternalAddress(address)) return true;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (ranges.check(address, family)) return true;
    const v4 = family === 'ipv6' ? mappedIpv4(address) : undefined;
    return v4 !== undefined && ranges.check(v4, 'ipv4');
  };

  return {
    /**
     * The address to connect to for a URL's host (WHATWG-normalised, so 2130706433 and 0x7f.1 are
     * 127.0.0.1): every address the name resolves to must be allowed, and the request connects to the
     * one checked here, so a second lookup cannot swap in another.
     */
    async resolve(url: URL): Promise<CheckedAddress> {
      const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
      const byName = hosts.has(host.toLowerCase());
      let addresses: { address: string; family: number }[];
      if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
      else {
        try {
          addresses = await lookup(host, { all: true, verbatim: true });
        } catch {
          throw new UnresolvedHostError(host);
        }
      }
      if (!addresses.length) throw new UnresolvedHostError(host);
      if (!byName && !addresses.every(({ address }) => allowed(address))) throw new BlockedAddressError(host);
      const [first] = addresses;
      return { address: first!.address, family: first!.family === 6 ? 6 : 4 };
    },
  };
}

export type AddressGuard = ReturnType<typeof createAddressGuard>;
