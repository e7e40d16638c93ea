import ipaddr from 'ipaddr.js';

const cidr = (text: string) => ipaddr.parseCIDR(text) as [ipaddr.IPv6, number];

/**
 * IPv6 prefixes whose addresses carry an IPv4 address, refused whole. ipaddr.js calls the first plain
 * `unicast`, and URL parsing turns [::127.0.0.1] into [::7f00:1]: a host or gateway that translates
 * may deliver a packet for any of them to the IPv4 address inside, loopback and 169.254.169.254
 * included. Refused whatever the IPv4 address inside (not judged by it): IPv4-compatible addresses
 * are deprecated, 6to4 and Teredo are relay tunnels, and NAT64 is only needed by a server on an
 * IPv6-only network, where allowing its public addresses would be a decision of its own.
 */
const CARRY_IPV4 = [
  cidr('::/96'), // IPv4-compatible (RFC 4291 §2.5.5.1, deprecated)
  cidr('::ffff:0:0:0/96'), // IPv4-translated, SIIT (RFC 6145)
  cidr('64:ff9b::/96'), // NAT64, well-known prefix (RFC 6052)
  cidr('64:ff9b:1::/48'), // NAT64, local use (RFC 8215)
  cidr('2002::/16'), // 6to4 (RFC 3056)
  cidr('2001::/32'), // Teredo (RFC 4380)
];

/** IANA's global unicast space: nothing outside it is routed on the public internet. */
const GLOBAL_UNICAST = cidr('2000::/3');

/**
 * Whether an address is on the public internet. Everything else is refused: loopback, private
 * networks, link-local (the cloud metadata service at 169.254.169.254), carrier-grade NAT, multicast,
 * reserved and documentation ranges, IPv6's equivalents, IPv6 outside 2000::/3, and the IPv6 forms that
 * carry an IPv4 address (above). An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is the IPv4 address
 * itself (as a dual-stack socket reports one) and is judged as it. Decimal and octal spellings
 * (2130706433, 0177.0.0.1, 127.1) never reach here: URL parsing already wrote them as 127.0.0.1.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range() === 'unicast';
  if (CARRY_IPV4.some((range) => v6.match(range))) return false;
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
}

/**
 * `host:port` pairs that may be reached although private (OUTBOUND_ALLOW_HOSTS): the local stand-ins
 * tests start. Exact pairs, so allowing one test server does not open the rest of the machine.
 */
export function allowListed(allowHosts: readonly string[], host: string, port: number): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return allowHosts.some((entry) => {
    const at = entry.lastIndexOf(':');
    return entry.slice(0, at).replace(/^\[|\]$/g, '').toLowerCase() === bare && Number(entry.slice(at + 1)) === port;
  });
}
