import { describe, expect, it } from 'vitest'
import { groupInFours, normalizeTotpCode, recoveryCodesFile, totpSecretFromUri } from './totp'

describe('totpSecretFromUri', () => {
  it('reads the secret of an otpauth URI', () => {
    const uri =
      'otpauth://totp/M%C3%ADdiaPlan:ana%40exemplo.com.br?secret=JBSWY3DPEHPK3PXP&issuer=M%C3%ADdiaPlan&digits=6&period=30'
    expect(totpSecretFromUri(uri)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('gives null for a malformed URI or one without a secret', () => {
    expect(totpSecretFromUri('not a uri')).toBeNull()
    expect(totpSecretFromUri('otpauth://totp/x?issuer=y')).toBeNull()
  })
})

describe('groupInFours', () => {
  it('splits into groups of four with a shorter tail', () => {
    expect(groupInFours('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
    expect(groupInFours('ABCDEF')).toBe('ABCD EF')
    expect(groupInFours('')).toBe('')
  })
})

describe('normalizeTotpCode', () => {
  it('accepts six digits with spaces or a dash', () => {
    expect(normalizeTotpCode('123456')).toBe('123456')
    expect(normalizeTotpCode(' 123 456 ')).toBe('123456')
    expect(normalizeTotpCode('123-456')).toBe('123456')
  })

  it('refuses anything else', () => {
    expect(normalizeTotpCode('12345')).toBeNull()
    expect(normalizeTotpCode('1234567')).toBeNull()
    expect(normalizeTotpCode('12a456')).toBeNull()
  })
})

describe('recoveryCodesFile', () => {
  it('lists every code, one per line, after a short header', () => {
    const text = recoveryCodesFile('ana@exemplo.com.br', ['aaaa-1', 'bbbb-2'], 'MídiaPlan')
    expect(text).toContain('Conta: ana@exemplo.com.br')
    expect(text.split('\n')).toEqual(expect.arrayContaining(['aaaa-1', 'bbbb-2']))
  })
})
