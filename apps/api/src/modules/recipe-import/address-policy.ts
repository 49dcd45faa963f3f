/**
 * Which network addresses a URL import may connect to, and which host:port pairs are exempt.
 *
 * Only public unicast addresses pass. Ranges come from ipaddr.js (`range()`); anything it names
 * (loopback, private, linkLocal, carrierGradeNat, multicast, reserved, unspecified, broadcast,
 * uniqueLocal, teredo, benchmarking, ...) is refused, and on top of it:
 *
 * - IPv6 must be global unicast (2000::/3). That also refuses what ipaddr.js calls `unicast` but is
 *   no internet address: IPv4-compatible `::a.b.c.d` (deprecated, ::/96), the rest of ::/8, 100::/64 …
 * - IPv6 addresses that carry an IPv4 address are unwrapped and the IPv4 address is checked:
 *   IPv4-mapped `::ffff:a.b.c.d`, NAT64 `64:ff9b::a.b.c.d` (RFC 6052; a DNS64 network answers these
 *   for IPv4-only sites) and 6to4 `2002:aabb:ccdd::/48`. The IPv4-translated ::ffff:0:a.b.c.d
 *   (RFC 6145), the local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215) and Teredo 2001::/32 (whose
 *   peer address is obfuscated) are refused outright.
 * - Zoned addresses (`fe80::1%eth0`) and anything that is not a canonical IP address are refused.
 */
import net from 'node:net'
import ipaddr from 'ipaddr.js'

export type AddressCheck = { public: true } | { public: false; range: string }

const globalUnicast = ipaddr.IPv6.parseCIDR('2000::/3')
const nat64WellKnown = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

function checkIPv4(address: ipaddr.IPv4): AddressCheck {
  const range = address.range()
  return range === 'unicast' ? { public: true } : { public: false, range }
}

/** Whether `address` (an IPv4 or IPv6 address as a resolver answers it, brackets allowed) is public unicast. */
export function checkAddress(address: string): AddressCheck {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  if (bare.includes('%')) return { public: false, range: 'scoped' }
  const family = net.isIP(bare)
  if (family === 4) return checkIPv4(ipaddr.IPv4.parse(bare))
  if (family !== 6) return { public: false, range: 'invalid' }

  // The URL standard's IPv6 parser writes the address in hex first: ipaddr.js reads a dotted tail
  // like `::8.8.8.8` (IPv4-compatible, ::808:808) as if it were IPv4-mapped (::ffff:808:808).
  let hex: string
  try {
    hex = new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  } catch {
    return { public: false, range: 'invalid' }
  }
  if (!ipaddr.IPv6.isValid(hex)) return { public: false, range: 'invalid' }
  const v6 = ipaddr.IPv6.parse(hex)
  const range = v6.range()
  const embedded = (inner: AddressCheck): AddressCheck =>
    inner.public ? inner : { public: false, range: `${range}(${inner.range})` }
  const parts = v6.parts
  switch (range) {
    case 'ipv4Mapped':
      return embedded(checkIPv4(v6.toIPv4Address()))
    case 'rfc6052':
      // Only the well-known /96 embeds an address in its last 32 bits; the local-use /48 is refused.
      if (!v6.match(nat64WellKnown)) return { public: false, range }
      return embedded(checkIPv4(new ipaddr.IPv4(v6.toByteArray().slice(12))))
    case '6to4':
      return embedded(
        checkIPv4(new ipaddr.IPv4([parts[1]! >> 8, parts[1]! & 0xff, parts[2]! >> 8, parts[2]! & 0xff])),
      )
    case 'unicast':
      return v6.match(globalUnicast) ? { public: true } : { public: false, range: 'notGlobalUnicast' }
    default:
      return { public: false, range }
  }
}

/** The ranges that are someone's own network (as opposed to reserved or special-purpose space). */
const privateNetworkRanges = new Set([
  'loopback',
  'private',
  'linkLocal',
  'carrierGradeNat',
  'uniqueLocal',
  'deprecatedSiteLocal',
  'scoped',
])

/** True when a refused range is a private network (loopback, RFC 1918, link-local, ...), for the message. */
export function isPrivateNetworkRange(range: string): boolean {
  const inner = /\((\w+)\)$/.exec(range)?.[1]
  return privateNetworkRanges.has(inner ?? range)
}

export function defaultPort(protocol: string): number | undefined {
  return protocol === 'http:' ? 80 : protocol === 'https:' ? 443 : undefined
}

/** `hostname:port` of a URL as WHATWG URL normalises it (`127.1` → `127.0.0.1`, `[::1]`, lower case). */
export function hostPortOf(url: URL): string {
  return `${url.hostname}:${url.port || defaultPort(url.protocol)}`
}

/**
 * Normalises one `host:port` entry of `IMPORT_ALLOW_HOSTS` / `allowHosts` the way URLs are
 * compared (`LOCALHOST:4000` → `localhost:4000`, `[::1]:4000`). The port is required.
 */
export function normaliseHostPort(entry: string): string {
  const match = /^(.+):(\d{1,5})$/.exec(entry.trim())
  const port = Number(match?.[2])
  let url: URL | undefined
  try {
    url = match ? new URL(`http://${match[1]}/`) : undefined
  } catch {
    url = undefined
  }
  if (
    !match ||
    !url ||
    url.port ||
    url.username ||
    url.password ||
    url.pathname !== '/' ||
    port < 1 ||
    port > 65535
  ) {
    throw new Error(`"${entry}" is not a host:port pair (e.g. 127.0.0.1:4000).`)
  }
  return `${url.hostname}:${port}`
}

/** `IMPORT_ALLOW_HOSTS`: comma-separated host:port pairs; empty or unset allows none. */
export function parseAllowHosts(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      try {
        return normaliseHostPort(entry)
      } catch (error) {
        throw new Error(`IMPORT_ALLOW_HOSTS: ${(error as Error).message}`, { cause: error })
      }
    })
}
