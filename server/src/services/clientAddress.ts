import ipaddr from 'ipaddr.js';

/** `[2001:db8::1]:443` (or `[2001:db8::1]`) and `203.0.113.7:5678`. */
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;
const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;

/**
 * The address of an X-Forwarded-For entry that a proxy wrote with its port (some do, such as
 * Azure's front ends and IIS): each new connection would otherwise be a new client.
 */
function withoutPort(address: string): string {
  return BRACKETED.exec(address)?.[1] ?? IPV4_WITH_PORT.exec(address)?.[1] ?? address;
}

/**
 * What every per-client limit counts by: an IPv4 address, or the /64 network of an IPv6 one. A
 * single subscriber gets a whole /64 and may use any address in it, so counting full IPv6
 * addresses would give one client billions of fresh starts. IPv4 addresses written as IPv6
 * (`::ffff:203.0.113.7`) count as the IPv4 address they are; a port after an address is dropped.
 */
export function clientKey(written: string): string {
  const address = withoutPort(written);
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...network, 0, 0, 0, 0]).toString()}/64`;
}
