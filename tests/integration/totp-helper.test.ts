import { describe, expect, it } from 'vitest'
import { totpCode } from '../support/totp'

// The test helper must compute what an authenticator app shows, or the 2FA tests prove nothing.
describe('totpCode (RFC 6238 appendix B, SHA-1, last 6 digits)', () => {
  const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' // "12345678901234567890"
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s gives %s', (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code)
    expect(totpCode(secret.toLowerCase(), seconds * 1000)).toBe(code)
  })
})
