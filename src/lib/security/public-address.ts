import { isIP } from 'node:net'

/*
 * Whether an IP address is on the public internet. A server that downloads what a file names
 * (an export's image addresses) must never be steered at itself, the machine's network or a
 * cloud metadata service, so everything reserved, private, local or special is refused,
 * including IPv4 written inside IPv6 (mapped, NAT64, 6to4), which would otherwise slip through.
 */

type Range4 = readonly [base: number, bits: number]

const v4 = (text: string): number =>
  text.split('.').reduce((value, part) => value * 256 + Number(part), 0)

const BLOCKED_V4: readonly Range4[] = (
  [
    ['0.0.0.0', 8], // "this network"
    ['10.0.0.0', 8], // private
    ['100.64.0.0', 10], // carrier-grade NAT
    ['127.0.0.0', 8], // loopback
    ['169.254.0.0', 16], // link-local, cloud metadata
    ['172.16.0.0', 12], // private
    ['192.0.0.0', 24], // protocol assignments
    ['192.0.2.0', 24], // documentation
    ['192.88.99.0', 24], // 6to4 relay
    ['192.168.0.0', 16], // private
    ['198.18.0.0', 15], // benchmarking
    ['198.51.100.0', 24], // documentation
    ['203.0.113.0', 24], // documentation
    ['224.0.0.0', 4], // multicast
    ['240.0.0.0', 4], // reserved, broadcast
  ] as const
).map(([base, bits]) => [v4(base), bits] as const)

function inRange4(address: number, [base, bits]: Range4): boolean {
  const size = 2 ** (32 - bits)
  return address >= base && address < base + size
}

function isPublicV4(text: string): boolean {
  const address = v4(text)
  return !BLOCKED_V4.some((range) => inRange4(address, range))
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included). */
function groups6(text: string): number[] {
  let address = text.toLowerCase().split('%')[0] ?? ''
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (dotted?.[1]) {
    const value = v4(dotted[1])
    address = `${address.slice(0, -dotted[1].length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`
  }
  const [head = '', tail] = address.split('::')
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = parse(head)
  const right = tail === undefined ? [] : parse(tail)
  const zeros = tail === undefined ? 0 : 8 - left.length - right.length
  return [...left, ...Array<number>(zeros).fill(0), ...right]
}

function embeddedV4(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

function isPublicV6(text: string): boolean {
  const g = groups6(text)
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, h7 = 0, h8 = 0] = g
  if (g.every((x) => x === 0)) return false // unspecified
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0) return false // loopback, v4-compatible
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff)
    return isPublicV4(embeddedV4(h7, h8)) // IPv4-mapped
  if (a === 0x64 && b === 0xff9b) return isPublicV4(embeddedV4(h7, h8)) // NAT64
  if (a === 0x2002) return isPublicV4(embeddedV4(b, c)) // 6to4
  if ((a & 0xfe00) === 0xfc00) return false // unique local
  if ((a & 0xffc0) === 0xfe80) return false // link-local
  if ((a & 0xffc0) === 0xfec0) return false // site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return false // multicast
  if (a === 0x2001 && b === 0x0db8) return false // documentation
  if (a === 0x2001 && b < 0x0200) return false // Teredo, benchmarking, ORCHID and other IETF uses
  if (a === 0x0100 && b === 0 && c === 0 && d === 0) return false // discard-only
  return true
}

/** True only for a well-formed address that routes on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.split('%')[0] ?? '')
  if (family === 4) return isPublicV4(address)
  if (family === 6) return isPublicV6(address)
  return false
}
