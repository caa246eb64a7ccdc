import { isIPv4, isIPv6 } from 'node:net'

/**
 * What the request-header helpers read: a Fetch Headers, or the custom server's light view of
 * Node's headers for /api/events (building a Headers object cost more than the rest of the
 * header work of an event).
 */
export type HeaderReader = Pick<Headers, 'get'>

/**
 * The client's exact address. `next start` appends the socket address to X-Forwarded-For, so the
 * last entry is the peer; each trusted proxy in front (nginx) adds one more hop. Entries
 * further left are whatever the client sent and are never trusted.
 */
export function clientAddress(headers: HeaderReader, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const index = chain.length - 1 - trustedProxyHops
  return chain[Math.max(0, index)] ?? headers.get('x-real-ip') ?? 'unknown'
}

/**
 * The client as per-client limits count it: an IPv4 address, or the /64 network of an IPv6
 * address. One IPv6 subscriber usually gets a whole /64 (2^64 addresses), so counting single
 * IPv6 addresses would let one client rotate past any limit.
 */
export function clientIp(headers: HeaderReader, trustedProxyHops: number): string {
  return rateLimitAddress(clientAddress(headers, trustedProxyHops))
}

export function rateLimitAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  if (!isIPv6(bare)) return address
  const groups = ipv6Groups(bare)
  // IPv4-mapped (::ffff:a.b.c.d): the same client as its IPv4 address.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 split). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase()
  const lastColon = text.lastIndexOf(':')
  const tail = text.slice(lastColon + 1)
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number)
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const first = parse(head)
  if (rest === undefined) return first
  const last = parse(rest)
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last]
}
