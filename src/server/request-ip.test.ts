import { describe, expect, it } from 'vitest'
import { clientAddress, clientIp, rateLimitAddress } from './request-ip'

describe('clientIp', () => {
  it('takes the peer address that next start appended, ignoring what the client sent', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5' }), 0)).toBe(
      '203.0.113.5',
    )
  })

  it('skips one trusted proxy hop per configured hop', () => {
    const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 203.0.113.5, 127.0.0.1' })
    expect(clientIp(headers, 1)).toBe('203.0.113.5')
    expect(clientIp(headers, 5)).toBe('6.6.6.6')
  })

  it('falls back when there is no header', () => {
    expect(clientIp(new Headers(), 0)).toBe('unknown')
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.4' }), 0)).toBe('198.51.100.4')
  })
})

describe('per-client limits see IPv6 clients by /64', () => {
  it('puts every address of one IPv6 /64 in the same bucket, whatever the notation', () => {
    const peer = (ip: string) => clientIp(new Headers({ 'x-forwarded-for': ip }), 0)
    const bucket = peer('2001:db8:abcd:12::1')
    expect(bucket).toBe('2001:db8:abcd:12::/64')
    for (const same of [
      '2001:db8:abcd:12:ffff:ffff:ffff:ffff',
      '2001:0DB8:ABCD:0012:0000:0000:0000:0002',
      '[2001:db8:abcd:12::99]',
      '2001:db8:abcd:12::3%eth0',
      '2001:db8:abcd:12:1:2:192.0.2.1',
    ])
      expect(peer(same), same).toBe(bucket)
    expect(peer('2001:db8:abcd:13::1')).toBe('2001:db8:abcd:13::/64')
    expect(peer('::1')).toBe('0:0:0:0::/64')
  })

  it('keeps IPv4 addresses whole, including IPv4-mapped IPv6', () => {
    expect(rateLimitAddress('203.0.113.5')).toBe('203.0.113.5')
    expect(rateLimitAddress('::ffff:203.0.113.5')).toBe('203.0.113.5')
    expect(rateLimitAddress('unknown')).toBe('unknown')
  })

  it('keeps the exact address for the audit log', () => {
    const headers = new Headers({ 'x-forwarded-for': '2001:db8:abcd:12::1' })
    expect(clientAddress(headers, 0)).toBe('2001:db8:abcd:12::1')
  })
})
