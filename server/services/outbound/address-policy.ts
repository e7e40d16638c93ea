import ipaddr from 'ipaddr.js';

/**
 * Whether an address is on the public internet. Everything else is refused: loopback, private
 * networks, link-local (the cloud metadata service at 169.254.169.254), carrier-grade NAT, multicast,
 * reserved and documentation ranges, and IPv6's equivalents. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it carries. Decimal and octal spellings
 * (2130706433, 0177.0.0.1, 127.1) never reach here: URL parsing already wrote them as 127.0.0.1.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === 'unicast';
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
