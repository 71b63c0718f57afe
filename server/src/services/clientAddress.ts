import ipaddr from 'ipaddr.js';

/**
 * What every per-client limit counts by: an IPv4 address, or the /64 network of an IPv6 one. A
 * single subscriber gets a whole /64 and may use any address in it, so counting full IPv6
 * addresses would give one client billions of fresh starts. IPv4 addresses written as IPv6
 * (`::ffff:203.0.113.7`) count as the IPv4 address they are.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
