import { describe, expect, it } from 'vitest'
import { clientIp } from './request-ip'

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
