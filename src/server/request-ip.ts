/**
 * The client's address. `next start` appends the socket address to X-Forwarded-For, so the
 * last entry is the peer; each trusted proxy in front (nginx) adds one more hop. Entries
 * further left are whatever the client sent and are never trusted.
 */
export function clientIp(headers: Headers, trustedProxyHops: number): string {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const index = chain.length - 1 - trustedProxyHops
  return chain[Math.max(0, index)] ?? headers.get('x-real-ip') ?? 'unknown'
}
