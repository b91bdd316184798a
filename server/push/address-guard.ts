/**
 * What the server may connect to when it sends a push (docs/decisions/0180-push-endpoints-and-outbound-guard.md). A
 * push service's host is resolved here, every address it gives is checked, and the connection is then made to those
 * checked addresses only (no second lookup a changed DNS answer could slip through). Loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast and reserved addresses are refused: a subscription must never make the
 * server reach into its own network.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

export type Resolve = (host: string) => Promise<LookupAddress[]>;

/** The system resolver, every address of the host. */
export const systemResolve: Resolve = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/** A push service host that resolves, or is, an address the server must not reach. */
export class RefusedAddressError extends Error {
  constructor(host: string, address: string) {
    super(`push service ${host} resolves to ${address}, which is not a public address; nothing was sent`);
    this.name = "RefusedAddressError";
  }
}

const blocked = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], // "this network", 0.0.0.0 included
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast included
] as const) {
  blocked.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b:1::", 48], // local-use NAT64
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique-local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // old site-local
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(net, prefix, "ipv6");
}

/** An IPv4 address carried inside an IPv6 one (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d, 2002:AABB:CCDD::), else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower) ?? /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4})(?::|$)/.exec(lower);
  if (!hex) return null;
  const a = parseInt(hex[1]!, 16);
  const b = parseInt(hex[2]!, 16);
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** Whether the server may connect to `address` (an IP address); `loopbackAllowed` only for the tests' fake service. */
export function isAllowedAddress(address: string, loopbackAllowed = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  const type = family === 4 ? "ipv4" : "ipv6";
  if (loopbackAllowed && LOOPBACK.check(address, type)) return true;
  if (blocked.check(address, type)) return false;
  if (family === 6) {
    const inner = embeddedIpv4(address);
    if (inner !== null) return isAllowedAddress(inner, loopbackAllowed);
  }
  return true;
}

export const RESOLVE_TIMEOUT_MS = 5_000;

/**
 * The addresses of `host` (an IP address is taken as it is), every one checked; refuses with RefusedAddressError if
 * any is not allowed, and gives up after `timeoutMs`.
 */
export async function checkedAddresses(
  host: string,
  options: { resolve?: Resolve; loopbackAllowed?: boolean; timeoutMs?: number } = {},
): Promise<LookupAddress[]> {
  const bare = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const literal = isIP(bare);
  let addresses: LookupAddress[];
  if (literal !== 0) {
    addresses = [{ address: bare, family: literal }];
  } else {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`resolving ${bare} took longer than ${options.timeoutMs ?? RESOLVE_TIMEOUT_MS} ms`)), options.timeoutMs ?? RESOLVE_TIMEOUT_MS);
    });
    try {
      addresses = await Promise.race([(options.resolve ?? systemResolve)(bare), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
  if (addresses.length === 0) throw new Error(`${bare} has no address`);
  for (const { address } of addresses) {
    if (!isAllowedAddress(address, options.loopbackAllowed)) throw new RefusedAddressError(bare, address);
  }
  return addresses;
}

/** A `lookup` for a socket that answers only the addresses already checked (net.connect asks for one or for all). */
export function pinnedLookup(addresses: readonly LookupAddress[]) {
  return (_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void): void => {
    if (options?.all) callback(null, addresses.map((a) => ({ ...a })));
    else callback(null, addresses[0]!.address, addresses[0]!.family);
  };
}
