import dns from 'node:dns/promises';
import net from 'node:net';

/**
 * Which push endpoints the server may post to (issue 42, "Bad input and attacks"): `https:` only, and never an address
 * inside the machine or its network, so that a subscription cannot make the server post to internal services. In
 * development and tests a loopback address is allowed, for a local push service. Every address a name resolves to is
 * checked, and the request then connects to the checked address itself (no second lookup an attacker's DNS could
 * answer differently: DNS rebinding).
 */
const INTERNAL = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6');
}
const LOOPBACK = new net.BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export class EndpointRefused extends Error {}

/** An IPv4-mapped IPv6 address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. */
function unmapped(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, type: 'ipv4' };
  return { address, type: net.isIPv4(address) ? 'ipv4' : 'ipv6' };
}

export function isLoopbackAddress(address: string): boolean {
  const { address: plain, type } = unmapped(address);
  return LOOPBACK.check(plain, type);
}

/** Whether the server may connect to this address (`allowLoopback`: development and tests). */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  const { address: plain, type } = unmapped(address);
  if (LOOPBACK.check(plain, type)) return allowLoopback;
  return !INTERNAL.check(plain, type);
}

/** The URL of an endpoint if its form is acceptable (https, a host, no credentials); throws EndpointRefused otherwise. */
export function parseEndpoint(endpoint: string): URL {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new EndpointRefused('not a URL');
  }
  if (url.protocol !== 'https:') throw new EndpointRefused(`scheme ${url.protocol} is not https:`);
  if (!url.hostname || url.username || url.password) throw new EndpointRefused('no host, or credentials in the URL');
  return url;
}

/** The host as a literal address when it is one (`[::1]` → `::1`), else null. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return net.isIP(bare) ? bare : null;
}

export type Resolve = (hostname: string) => Promise<CheckedAddress[]>;

const systemResolve: Resolve = async (hostname) =>
  (await dns.lookup(hostname, { all: true, verbatim: true })).map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));

/**
 * Checks an endpoint for sending: its form, then every address its host resolves to. Returns the address to connect
 * to; throws EndpointRefused when the endpoint or any of its addresses is not allowed.
 */
export async function checkEndpoint(endpoint: string, allowLoopback: boolean, resolve: Resolve = systemResolve): Promise<{ url: URL; connectTo: CheckedAddress }> {
  const url = parseEndpoint(endpoint);
  const literal = literalAddress(url.hostname);
  let addresses: CheckedAddress[];
  if (literal) {
    addresses = [{ address: literal, family: net.isIPv6(literal) ? 6 : 4 }];
  } else {
    try {
      addresses = await resolve(url.hostname);
    } catch {
      throw new EndpointRefused(`host ${url.hostname} does not resolve`);
    }
  }
  if (addresses.length === 0) throw new EndpointRefused(`host ${url.hostname} does not resolve`);
  const refused = addresses.find((entry) => !isAllowedAddress(entry.address, allowLoopback));
  if (refused) throw new EndpointRefused(`host ${url.hostname} resolves to ${refused.address}, an internal address`);
  return { url, connectTo: addresses[0]! };
}
