import { describe, expect, it } from 'vitest'
import { isTrustedOrigin, trustedOriginsFor, wrongAddressMessage } from './auth-origin'

describe('trusted sign-in origins', () => {
  it('accepts every loopback name when SITE_URL is a loopback address', () => {
    for (const site of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      for (const opened of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
        expect(isTrustedOrigin(opened, site), `${opened} for ${site}`).toBe(true)
      expect(isTrustedOrigin('http://localhost:3001', site)).toBe(false)
      expect(isTrustedOrigin('https://localhost:3000', site)).toBe(false)
      expect(isTrustedOrigin('http://192.168.0.10:3000', site)).toBe(false)
    }
  })

  it('keeps a public site to its own origin', () => {
    expect(trustedOriginsFor('https://www.midiaplan.com.br')).toEqual([
      'https://www.midiaplan.com.br',
    ])
    expect(isTrustedOrigin('http://127.0.0.1:3000', 'https://www.midiaplan.com.br')).toBe(false)
  })

  it('names the address to use, in Portuguese', () => {
    expect(wrongAddressMessage('https://www.midiaplan.com.br')).toBe(
      'Este endereço não é o do site. Para entrar, abra https://www.midiaplan.com.br/admin/login',
    )
  })
})
